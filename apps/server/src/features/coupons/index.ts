/** What the coupons feature offers the rest of the server: reading a coupon, counting guesses. */
export { couponForCode, findCoupon, type Coupon } from './coupon-repository.js';
export { countCouponGuess } from './coupon-attempts.js';
