/**
 * CORS for the other sites the operator lists in CORS_ORIGINS (decision 012): their pages may
 * call the API from a browser, with the visitor's session cookie (credentials) and with
 * preflights for JSON bodies and bearer headers. An origin not on the list gets no CORS header
 * and its preflight is not answered (404), so the browser keeps its answers from the page.
 * Nothing is registered when the list is empty.
 */
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function corsPlugin(app: FastifyInstance) {
    const listed = new Set(app.config.CORS_ORIGINS);
    if (listed.size === 0) return;
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && listed.has(origin)),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // Browsers cap it (Chromium at two hours); ten minutes keeps a changed list quick to apply.
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['errors'] },
);
