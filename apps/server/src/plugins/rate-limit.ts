/**
 * Rate limits for the calls a stranger can hammer: login, sign-up, password recovery, the
 * newsletter (DESIGN §4) and the coupon check (issue 16: it tells whether a code exists, so
 * guessing codes must be slow). Counted per client IP address (request.ip: the socket's address,
 * or X-Forwarded-For only from proxies named by TRUST_PROXY), in memory per process. Routes opt in with
 * `config: { rateLimit: app.rateLimits.login }`; everything else is unlimited.
 * The limits are options of buildApp so tests can lower or raise them, and
 * RATE_LIMIT_MAX_PER_MINUTE raises them for browser and load test environments.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

export interface RouteLimit {
  /** Requests allowed per window. */
  max: number;
  /** Window length in milliseconds. */
  timeWindow: number;
}

export type LimitedRoute = 'login' | 'signup' | 'recover' | 'newsletter' | 'coupon';
export type RateLimits = Record<LimitedRoute, RouteLimit>;

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 10, timeWindow: MINUTE },
  signup: { max: 5, timeWindow: MINUTE },
  recover: { max: 5, timeWindow: MINUTE },
  newsletter: { max: 5, timeWindow: MINUTE },
  // The booking page checks a code on APPLY: a traveller retyping a code stays well within.
  coupon: { max: 20, timeWindow: MINUTE },
};

/** The per-minute override of RATE_LIMIT_MAX_PER_MINUTE, when set. */
export function limitsFromConfig(config: {
  RATE_LIMIT_MAX_PER_MINUTE?: number | undefined;
}): Partial<RateLimits> {
  const max = config.RATE_LIMIT_MAX_PER_MINUTE;
  if (max === undefined) return {};
  const limit = { max, timeWindow: MINUTE };
  return { login: limit, signup: limit, recover: limit, newsletter: limit, coupon: limit };
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

export default fp(
  async function rateLimitPlugin(app: FastifyInstance, options: { limits?: Partial<RateLimits> }) {
    app.decorate('rateLimits', { ...DEFAULT_RATE_LIMITS, ...options.limits });
    await app.register(rateLimit, {
      global: false,
      // The plugin sets Retry-After before throwing; the error handler sends the envelope.
      errorResponseBuilder: (_request, context) =>
        new AppError(
          429,
          'RATE_LIMITED',
          `Too many attempts, please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds`,
        ),
    });
  },
  { name: 'rate-limit', dependencies: ['errors'] },
);
