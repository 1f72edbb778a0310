/**
 * Security headers with a strict Content-Security-Policy the web app works under: scripts and
 * styles only from our origin, images from our origin, data URLs and the map tile host.
 *
 * Helmet's middleware is built once, at start: @fastify/helmet built it anew for every
 * answer, parsing the policy each time (a profile of the booking path, decision 027). No route
 * sets helmet options of its own, which is all the plugin's per-request build was for.
 */
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

function tileOrigin(tileUrl: string): string | undefined {
  try {
    const url = new URL(tileUrl.replace(/\{[^}]+\}/g, 'x'));
    return `${url.protocol}//${url.host.replace(/^x\./, '*.')}`;
  } catch {
    return undefined;
  }
}

export default fp(
  async function securityPlugin(app: FastifyInstance) {
    const tiles = tileOrigin(app.config.MAP_TILE_URL);
    const stripe = app.config.STRIPE_PUBLISHABLE_KEY ? ['https://js.stripe.com'] : [];
    // With CORS_ORIGINS set, answers name uploads by PUBLIC_URL (decision 012), which may not be
    // the address this page was opened at.
    const uploads =
      app.config.CORS_ORIGINS.length > 0 && app.config.PUBLIC_URL
        ? [new URL(app.config.PUBLIC_URL).origin]
        : [];
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'", ...stripe],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...uploads, ...(tiles ? [tiles] : [])],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...(stripe.length ? ['https://api.stripe.com'] : [])],
          frameSrc: stripe,
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
      // The interactive API page at /api/docs loads its own inline assets.
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });
  },
  { name: 'security' },
);
