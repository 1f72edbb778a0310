/** Business constants of spec section 9, named once and shared by server and web. */
export const GUESTS_MIN = 1;
export const GUESTS_MAX = 4;
export const MAX_NIGHTS = 30;
export const HOTELS_PER_PAGE = 9;
export const ADMIN_HOTELS_PER_PAGE = 10;
export const ADMIN_LIST_PER_PAGE = 5;
export const HOLD_MINUTES = 10;
export const TAX_RATE_PERCENT = 19;
export const COUPON_EXTRA_PERCENT = 15;
export const POPULAR_THRESHOLD = 70;
export const TRENDING_THRESHOLD = 25;
export const LATEST_DAYS = 365;
