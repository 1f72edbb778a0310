/** What the coupons feature offers the rest of the server: reading a coupon. */
export { couponForCode, findCoupon, type Coupon } from './coupon-repository.js';
