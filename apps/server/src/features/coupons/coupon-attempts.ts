/**
 * Guessing coupon codes (decision 038). Every call that looks a code up tells whether it
 * exists: the coupon check by its answer, a hold by its price, checkout by refusing a client's
 * amount. So they share one budget: each code sent to any of them counts once against the
 * caller's account and once against their address, in the shared store of decision 016, before
 * the code is looked up. Once either is spent every code is refused with 429, right or wrong,
 * so the answer past the limit says nothing about the code.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LimitedRoute } from '../../plugins/rate-limit.js';
import { isCouponCode } from './coupon-repository.js';

/**
 * Counts `code` as one guess of the caller (their account when signed in, their address
 * always); 429 once either budget is spent. No code sent, no guess counted.
 */
export async function countCouponGuess(
  app: FastifyInstance,
  request: FastifyRequest,
  code: string | null | undefined,
): Promise<void> {
  if (!isCouponCode(code)) return;
  // The coupon check needs no account; a signed-in caller is counted as one all the same.
  const user = request.user ?? (await app.optionalUser(request));
  const limits: [LimitedRoute, string][] = [['couponPerAddress', request.ip]];
  if (user) limits.unshift(['couponPerUser', String(user.id)]);
  await app.countUnderLimits(limits);
}
