/**
 * Rate limits for the calls a stranger can hammer: login, sign-up, password recovery, the
 * newsletter (design §4), coupon codes (decision 038: every call that looks a code up tells
 * whether it exists, so they share one budget of guesses) and holds (decision 016: each keeps a
 * unit from everyone else).
 * Counted per client IP address (request.ip: the socket's address, or X-Forwarded-For only from
 * proxies named by TRUST_PROXY), holds per user too, in the database so that every server
 * process counts the same calls (rate-limit-store.ts, decision 016). Routes opt in with
 * `config: { rateLimit: app.rateLimits.login }`, or with a hook from `app.limitBy` when a
 * route has more than one limit; everything else is unlimited.
 * The limits are options of buildApp so tests can lower or raise them, and
 * RATE_LIMIT_MAX_PER_MINUTE raises them for browser and load test environments.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { countHitsInOrder, databaseStore, windowSweeper } from './rate-limit-store.js';

export interface RouteLimit {
  /** Requests allowed per window. */
  max: number;
  /** Window length in milliseconds. */
  timeWindow: number;
}

export type LimitedRoute =
  | 'login'
  | 'signup'
  | 'recover'
  | 'newsletter'
  | 'couponPerUser'
  | 'couponPerAddress'
  | 'holdPerUser'
  | 'holdPerAddress'
  | 'calendarFeed';
export type RateLimits = Record<LimitedRoute, RouteLimit>;

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 10, timeWindow: MINUTE },
  signup: { max: 5, timeWindow: MINUTE },
  recover: { max: 5, timeWindow: MINUTE },
  newsletter: { max: 5, timeWindow: MINUTE },
  // Every code sent to the coupon check, a hold, checkout (decision 038). A traveller's booking
  // with a code sends it three times (APPLY, PAY NOW's hold, checkout): retyping a code or
  // holding again stays well within.
  couponPerUser: { max: 10, timeWindow: MINUTE },
  // Several travellers can share an address, as for holds.
  couponPerAddress: { max: 20, timeWindow: MINUTE },
  // A traveller holds once per PAY NOW; a few retries and date changes stay well within.
  holdPerUser: { max: 10, timeWindow: MINUTE },
  // Several travellers can share an address (an office, a hotel's own wifi).
  holdPerAddress: { max: 30, timeWindow: MINUTE },
  // Channels read a room type's calendar every few minutes to hours, several hotels' from one
  // address: generous, but a guesser of feed addresses is slowed down (decision 021).
  calendarFeed: { max: 120, timeWindow: MINUTE },
};

/** The per-minute override of RATE_LIMIT_MAX_PER_MINUTE, when set. */
export function limitsFromConfig(config: {
  RATE_LIMIT_MAX_PER_MINUTE?: number | undefined;
}): Partial<RateLimits> {
  const max = config.RATE_LIMIT_MAX_PER_MINUTE;
  if (max === undefined) return {};
  const limit = { max, timeWindow: MINUTE };
  return {
    login: limit,
    signup: limit,
    recover: limit,
    newsletter: limit,
    couponPerUser: limit,
    couponPerAddress: limit,
    holdPerUser: limit,
    holdPerAddress: limit,
    calendarFeed: limit,
  };
}

/**
 * A hook that counts the call under each named limit, for the key its `keyOf` gives, in one
 * statement; 429 past any of them. The limits are counted in order and stop at the first one
 * exceeded, as one hook per limit would.
 */
type LimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
    limitBy(...limits: [LimitedRoute, (request: FastifyRequest) => string][]): LimitHook;
    /**
     * Counts one call under each named limit for its key, in one statement; 429 past any of
     * them. For a route that decides per request which limits a call counts under.
     */
    countUnderLimits(limits: [LimitedRoute, string][]): Promise<void>;
  }
}

function tooMany(ttlMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new AppError(
    429,
    'RATE_LIMITED',
    `Too many attempts, please try again in ${seconds} seconds`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

export default fp(
  async function rateLimitPlugin(app: FastifyInstance, options: { limits?: Partial<RateLimits> }) {
    const limits = { ...DEFAULT_RATE_LIMITS, ...options.limits };
    app.decorate('rateLimits', limits);
    const sweepWhenDue = windowSweeper(app.db);
    await app.register(rateLimit, {
      global: false,
      store: databaseStore(app.db, sweepWhenDue),
      // The plugin sets Retry-After before throwing; the error handler sends the envelope.
      errorResponseBuilder: (_request, context) => tooMany(context.ttl),
    });
    async function countUnderLimits(named: [LimitedRoute, string][]): Promise<void> {
      // The key names the limit: the table keeps each limit's counts apart by it.
      const counted = named.map(([name, key]) => ({
        key: `${name}|${key}`,
        windowMs: limits[name].timeWindow,
        max: limits[name].max,
      }));
      const hits = await countHitsInOrder(app.db, counted);
      await sweepWhenDue();
      const exceeded = hits.findIndex((hit, n) => hit.current > counted[n]!.max);
      if (exceeded >= 0) throw tooMany(hits[exceeded]!.ttl);
    }
    app.decorate('countUnderLimits', countUnderLimits);
    app.decorate(
      'limitBy',
      (...named: [LimitedRoute, (request: FastifyRequest) => string][]): LimitHook =>
        (request: FastifyRequest) =>
          countUnderLimits(named.map(([name, keyOf]) => [name, keyOf(request)])),
    );
  },
  { name: 'rate-limit', dependencies: ['errors'] },
);
