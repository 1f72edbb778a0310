/** Business constants of spec section 9, named once and shared by server and web. */
export const GUESTS_MIN = 1;
export const GUESTS_MAX = 4;
export const MAX_NIGHTS = 30;
export const DEFAULT_GUESTS = 1;

export const HOTELS_PER_PAGE = 9;
export const ADMIN_HOTELS_PER_PAGE = 10;
export const ADMIN_LIST_PER_PAGE = 5;
/** Largest page the hotel search serves; a bigger request is refused, not silently cut. */
export const MAX_PAGE_SIZE = 100;

export const HOLD_MINUTES = 10;
/** Live holds one user may have at once, each on another room. */
export const MAX_LIVE_HOLDS = 2;
/** Longest a user may hold one stay in all, renewals included. */
export const HOLD_STAY_MAX_MINUTES = 20;
export const TAX_RATE_PERCENT = 19;
export const COUPON_EXTRA_PERCENT = 15;

export const POPULAR_THRESHOLD = 70;
export const TRENDING_THRESHOLD = 25;
export const LATEST_DAYS = 365;
export const FILTER_OVERLAY_MS = 500;

export const REVIEW_PREVIEW_CHARS = 100;
export const HOME_REVIEW_CARDS = 2;
export const REVIEW_TAB_CHARS = 180;
export const REVIEW_TAB_COUNT = 5;
export const CARD_NAME_CHARS = 20;
export const CARD_DESCRIPTION_CHARS = 130;
export const NEWSLETTER_MESSAGE_MS = 4800;
export const SCROLL_TOP_THRESHOLD = 200;
export const BOOKING_SPINNER_MS = 1500;
export const HOTEL_FORM_STEPS = 5;

export const SPECIAL_REQUEST_MAX = 60;
export const PASSWORD_MIN = 8;
export const PHONE_DIGITS = 10;
export const HOTEL_PHONE_MIN_DIGITS = 5;

export const MAX_UPLOAD_FILES = 12;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** Stored with every payment, as the spec fixes them. */
export const PAYMENT_CARD_TYPE = 2;
/** The card's bank as the payment record names it: cards are tokenised, the bank is unknown. */
export const PAYMENT_BANK_ENTITY = 'Staylane Sandbox Bank';
/**
 * A payment's status: one vocabulary for the provider's authorization (payment_intents) and the
 * booking's payment (payments), each checked by the database (decision 034). Authorized: the
 * card is held (a booking's payment before the capture settles it); captured: the money is
 * taken; voided: the hold was let go; refunded: money went back; failed: the provider refused.
 */
export const PAYMENT_STATUSES = ['authorized', 'captured', 'voided', 'refunded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** The spec's `Status` of a paid booking's payment, on the wire only (booking-wire.ts maps it). */
export const PAYMENT_STATUS_SUCCESSFUL = 'Successful';
/** The checkout answer's status that lets the booking be saved. */
export const CHECKOUT_STATUS_SUCCEEDED = 'succeeded';

export const TAG_CHOICES = [
  'Swimming',
  'Parking',
  'Helicopter',
  'Bar',
  'Breakfast',
  'Dinner',
] as const;
export type TagChoice = (typeof TAG_CHOICES)[number];
/** `SpecialTags` value meaning "no special tag". */
export const NO_TAG = 'NoTag';
/** Longest special tag an admin may give a hotel ('Recommended', 'Best Price'…). */
export const SPECIAL_TAG_MAX = 30;
/** Check-in and check-out hours a new hotel starts with in the admin form. */
export const DEFAULT_CHECK_IN_HOUR = 14;
export const DEFAULT_CHECK_OUT_HOUR = 11;

export const GENDERS = ['Masculino', 'Femenino', 'Non Binary'] as const;
export type Gender = (typeof GENDERS)[number];
export const DEFAULT_GENDER: Gender = 'Non Binary';

/** Roles travel as numbers (product §6): User is 1, Admin is 2. */
export const ROLE_USER = 1;
export const ROLE_ADMIN = 2;
export type Role = typeof ROLE_USER | typeof ROLE_ADMIN;
export type RoleName = 'User' | 'Admin';
export const ROLES = [ROLE_USER, ROLE_ADMIN] as const;

export function isRole(value: unknown): value is Role {
  return value === ROLE_USER || value === ROLE_ADMIN;
}

/** The role's name as the user cards and `role.Name` show it. */
export function roleName(role: number): RoleName {
  if (role === ROLE_ADMIN) return 'Admin';
  if (role === ROLE_USER) return 'User';
  throw new RangeError(`Unknown role ${role}: roles are 1 (User) and 2 (Admin)`);
}
