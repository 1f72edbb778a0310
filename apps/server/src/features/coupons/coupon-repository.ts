/** Coupon codes live in the coupons table; codes are matched without regard to case. */
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { coupons } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

export const WRONG_COUPON = 'This coupon code does not seem correct, try again!';
export const COUPON_RECEIVED = 'Coupon received. enjoy your discount!';

/**
 * The one answer to a code that gives no discount, on every call that takes a code (decision
 * 038): an unknown code and a switched-off one look the same, whichever call was asked.
 */
export const wrongCoupon = () => new AppError(404, 'COUPON_WRONG', WRONG_COUPON);

export interface Coupon {
  code: string;
  percent: number;
}

export async function findCoupon(
  db: Database | Transaction,
  code: string,
): Promise<Coupon | undefined> {
  const wanted = code.trim();
  if (!wanted) return undefined;
  const [row] = await db
    .select({ code: coupons.code, percent: coupons.percent })
    .from(coupons)
    .where(and(eq(sql`lower(${coupons.code})`, wanted.toLowerCase()), eq(coupons.active, true)))
    .limit(1);
  return row;
}

/** The coupon for a code the client sent, none for an empty one, `wrongCoupon` for a wrong one. */
export async function couponForCode(
  db: Database | Transaction,
  code: string | null | undefined,
): Promise<Coupon | undefined> {
  if (!isCouponCode(code)) return undefined;
  const coupon = await findCoupon(db, code);
  if (!coupon) throw wrongCoupon();
  return coupon;
}

/** True when the client sent a code at all: nothing, null and blanks mean "no coupon". */
export function isCouponCode(code: string | null | undefined): code is string {
  return code !== null && code !== undefined && code.trim() !== '';
}
