/**
 * The one composition root: every plugin and feature the server runs is registered here, in
 * the order a request meets them: external plugins (shutdown, errors, security headers,
 * compression, docs), then our own (identity, rate limits, the payment provider), then the
 * features, then what is not the API (uploaded files and the web app). Built the same way by
 * main.ts (through server.ts) and by the tests. Feature modules are imported directly here:
 * a feature's index.ts is what it offers other features, not what app.ts registers.
 */
import { PAGE_PATHS } from '@staylane/domain';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import calendarRoutes from './features/admin-calendar/calendar-routes.js';
import auditPlugin from './features/audit/audit-plugin.js';
import auditRoutes from './features/audit/audit-routes.js';
import authRoutes from './features/auth/auth-routes.js';
import blockRoutes from './features/blocks/block-routes.js';
import bookingRoutes from './features/bookings/booking-routes.js';
import channelRoutes from './features/channels/channel-routes.js';
import type { FetchOptions } from './features/channels/feed-fetch.js';
import { loggableUrl } from './lib/loggable-url.js';
import { OutboundGuard } from './lib/outbound-guard.js';
import checkoutRoutes from './features/checkout/checkout-routes.js';
import couponRoutes from './features/coupons/coupon-routes.js';
import healthRoutes from './features/health/health-routes.js';
import adminBookingRoutes from './features/admin-bookings/admin-booking-routes.js';
import adminHoldRoutes from './features/holds/admin-hold-routes.js';
import holdRoutes from './features/holds/hold-routes.js';
import inventoryVersionPlugin from './features/hotels/inventory-version.js';
import hotelsVersionPlugin from './features/hotels/hotels-version.js';
import hotelFileRoutes from './features/hotels/hotel-file-routes.js';
import { hotelPagePreload } from './features/hotels/hotel-page-preload.js';
import hotelRoutes, { hotelPageAnswer } from './features/hotels/hotel-routes.js';
import hotelOffersRoutes from './features/hotels/hotel-offers-routes.js';
import { hotelOffersPageAnswer } from './features/hotels/hotel-offers.js';
import { HotelListAnswers } from './features/hotels/hotel-list-answers.js';
import { PlaceNames } from './features/hotels/place-names.js';
import { HotelWireCache } from './features/hotels/hotel-wire-cache.js';
import newsletterRoutes from './features/newsletter/newsletter-routes.js';
import paymentMethodRoutes from './features/payments/payment-method-routes.js';
import quoteRoutes from './features/quotes/quote-routes.js';
import ratePlanRoutes from './features/rates/rate-plan-routes.js';
import ratesRoutes from './features/rates/rates-routes.js';
import { metricsPlugin } from './features/metrics/index.js';
import paymentsPlugin from './features/payments/payments-plugin.js';
import reportRoutes from './features/reports/report-routes.js';
import reviewRoutes from './features/reviews/review-routes.js';
import sessionRoutes from './features/sessions/session-routes.js';
import siteConfigRoutes from './features/site-config/site-config-routes.js';
import uploadRoutes from './features/uploads/upload-routes.js';
import userRoutes from './features/users/user-routes.js';
import authPlugin from './plugins/auth.js';
import compressionPlugin from './plugins/compression.js';
import corsPlugin from './plugins/cors.js';
import docsPlugin from './plugins/docs.js';
import errorsPlugin from './plugins/errors.js';
import gracefulClosePlugin from './plugins/graceful-close.js';
import publicUploadAddressesPlugin from './plugins/public-upload-addresses.js';
import rateLimitPlugin, { limitsFromConfig, type RateLimits } from './plugins/rate-limit.js';
import securityPlugin from './plugins/security.js';
import uploadsPlugin from './plugins/uploads.js';
import { loadPageRenderer } from './plugins/page-renderer.js';
import webPlugin from './plugins/web.js';
import { WEB_SSR_DIR } from './paths.js';
import { loggableError } from './lib/loggable-error.js';
import { logOneLinePerRequest, logsReadably, readableLogStream } from './lib/readable-log.js';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where the built web app lives; defaults to apps/web/dist. */
  webDistDir?: string;
  /** Where the web app's server render lives; defaults to apps/web/dist-ssr. */
  webSsrDir?: string;
  logger?: boolean;
  /** Limits of the rate-limited calls; tests lower or raise them. */
  rateLimits?: Partial<RateLimits>;
  /** Limits of the channel calendar fetch (decision 021); tests shorten the time-out. */
  channelFetch?: FetchOptions;
  /** Where log lines go instead of stdout (tests that read the logs). */
  logStream?: { write(line: string): void };
}

/**
 * What the log never holds: passwords and their hashes, tokens (the bearer header,
 * the session cookie), card numbers and CVCs, and whole request bodies. Errors go through
 * loggableError, which drops a failed query's parameters; these paths are the second guard.
 */
const SECRET_KEYS = [
  'password',
  'confirmPassword',
  'passwordHash',
  'password_hash',
  'token',
  'cookieToken',
  'number',
  'cvc',
  'CardNumber',
  'params',
  'body',
  'payload',
];
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/** Fastify's trustProxy from TRUST_PROXY; a hop count becomes the function Fastify expects. */
function trustProxyOption(setting: Config['TRUST_PROXY']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  // A terminal gets readable lines, a collector JSON (LOG_FORMAT); lines a test reads are JSON
  // unless the test asks otherwise.
  const readable =
    options.logger !== false &&
    logsReadably(config, options.logStream === undefined && process.stdout.isTTY === true);
  const logStream = readable
    ? readableLogStream((options.logStream ?? process.stdout) as NodeJS.WritableStream)
    : options.logStream;
  const app = Fastify({
    // Readable logs write their own one line per request (lib/readable-log.ts).
    ...(readable && { logController: new LogController({ disableRequestLogging: true }) }),
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
            serializers: {
              err: loggableError,
              // Fastify's own fields, with the address as lib/loggable-url.ts keeps it.
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: loggableUrl(request.url),
                host: request.host,
                remoteAddress: request.ip,
                remotePort: request.socket?.remotePort,
              }),
            },
            ...(logStream && { stream: logStream }),
          },
    // Uploads have their own limits; JSON bodies are small.
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    ajv: { customOptions: { coerceTypes: false } },
    // Errors the router raises before any hook (an address that is not valid UTF-8, a path
    // parameter past maxParamLength) leave with the error envelope too.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.statusCode === 414;
      void (reply as FastifyReply).code(tooLong ? 414 : 400).send({
        message: tooLong ? 'The address is too long' : 'The address is not valid',
        code: 'BAD_URL',
      });
    },
  }).withTypeProvider<ZodTypeProvider>();
  if (readable) logOneLinePerRequest(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('hotelReadsDb', database.hotelReadsDb);
  app.decorate('driver', database.driver);
  app.decorate('outbound', new OutboundGuard(config.OUTBOUND_ALLOW));
  app.addHook('onClose', () => app.outbound.dispatcher.close());

  // External plugins: how the server stops, answers errors, guards, shares (CORS_ORIGINS) and
  // compresses answers, and documents itself.
  await app.register(gracefulClosePlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(corsPlugin);
  await app.register(compressionPlugin);
  await app.register(docsPlugin);

  // App plugins: who the caller is, how often they may call, the payment provider
  // (`app.paymentProvider`, read by the booking routes and by server.ts for reconciliation),
  // and upload addresses other sites can use (CORS_ORIGINS).
  await app.register(authPlugin, { driver: database.driver, listen: database.listen });
  await app.register(rateLimitPlugin, {
    limits: { ...limitsFromConfig(config), ...options.rateLimits },
  });
  await app.register(paymentsPlugin);
  await app.register(publicUploadAddressesPlugin);
  // What an operator watches (METRICS_PORT, METRICS_TOKEN): registered before the routes so
  // that every request is counted, after the payment provider so that its calls are.
  await app.register(metricsPlugin, { database });
  // Every admin write records who changed what in its own transaction (decision 051); added
  // before the features so that it sees each route as it is declared.
  await app.register(auditPlugin);

  // Features, in the order a visitor meets them: the site, an account, the catalogue, then
  // the booking flow.
  await app.register(healthRoutes);
  await app.register(siteConfigRoutes);
  await app.register(authRoutes);
  await app.register(sessionRoutes);
  await app.register(userRoutes);
  // What caches of the hotels and of searches hear of changes (db/cache-sources.ts).
  await app.register(hotelsVersionPlugin, { listen: database.listen });
  await app.register(inventoryVersionPlugin, { listen: database.listen });
  // One cache of hotels in wire form for the API and the hotel page's server render.
  const hotelWires = new HotelWireCache();
  const placeNames = new PlaceNames(app.hotelReadsDb, () => app.hotelsVersion.current);
  // The list's search answers, for GET /api/hotels and the list page's server render.
  const listAnswers = new HotelListAnswers(app, hotelWires, placeNames);
  await app.register(hotelRoutes, { wireCache: hotelWires, listAnswers });
  await app.register(hotelOffersRoutes, { wireCache: hotelWires });
  await app.register(hotelFileRoutes);
  await app.register(reviewRoutes);
  await app.register(newsletterRoutes);
  await app.register(uploadRoutes);
  // The booking flow: a hold on a room, a coupon, the card's token, the card's
  // authorization, the booking. Its routes check the caller in onRequest, before the body is
  // validated, so a stranger learns nothing from validation.
  await app.register(quoteRoutes);
  await app.register(holdRoutes);
  await app.register(adminHoldRoutes);
  await app.register(blockRoutes);
  await app.register(calendarRoutes);
  // The rates calendar and its plans (admin): what every quote above is priced from.
  await app.register(ratePlanRoutes);
  await app.register(ratesRoutes);
  await app.register(channelRoutes, { fetch: { guard: app.outbound, ...options.channelFetch } });
  await app.register(couponRoutes);
  await app.register(paymentMethodRoutes);
  await app.register(checkoutRoutes);
  await app.register(bookingRoutes);
  await app.register(adminBookingRoutes);
  // The hotel's view: what the bookings add up to (admin).
  await app.register(reportRoutes);
  // Who changed what (admin).
  await app.register(auditRoutes);

  // Not the API: uploaded files, then the web app and its server-rendered pages.
  await app.register(uploadsPlugin);
  const webRender = await loadPageRenderer(options.webSsrDir ?? WEB_SSR_DIR, {
    hotel: hotelPageAnswer(app.hotelReadsDb, hotelWires),
    offers: hotelOffersPageAnswer(app.hotelReadsDb, hotelWires),
    place: (city) => placeNames.find(city),
    hotels: (query) => listAnswers.forPage(query),
  });
  await app.register(webPlugin, {
    webDistDir: options.webDistDir,
    pageRenderer: webRender?.render,
    publicUrl: config.PUBLIC_URL,
    pagePreloads: {
      [PAGE_PATHS.hotelDetail]: hotelPagePreload(app.hotelReadsDb, { namesData: !webRender }),
    },
    // The pages people arrive on: those the web app renders on the server.
    pageModules: webRender?.pages,
  });
  return app;
}
