/**
 * The database schema. Table and column names are ours; the API's wire names (HotelName,
 * loc_City, …) are mapped in one place per entity, in each feature's `*-wire.ts`.
 * Rules that protect data live here as constraints, not only in code (style §4, docs/style.md).
 */
import { PAYMENT_STATUSES, type PaymentStatus, type StayQuoteWire } from '@staylane/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `'a', 'b', …`: a constant list of the domain as the values a check constraint allows. */
const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));

/** Raw bytes. node-postgres reads bytea as a Buffer, PGlite as a Uint8Array: both end a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** Role numbers as the spec sends them: User is 1, Admin is 2. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    gender: text('gender').notNull().default('Non Binary'),
    streetAddress: text('street_address').notNull().default(''),
    city: text('city').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    picture: text('picture').notNull().default(''),
    role: smallint('role').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    // E-mails are compared without case: 'Ann@x.io' and 'ann@x.io' are one account.
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    check('users_role_known', sql`${t.role} in (1, 2)`),
    check('users_gender_known', sql`${t.gender} in ('Masculino', 'Femenino', 'Non Binary')`),
  ],
);

export const hotels = pgTable(
  'hotels',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /**
     * The hotel's stable id (the wire's HotelId, decision 030): export writes it and import
     * finds the hotel by it. A hotel created without one gets a UUID from the database.
     */
    hotelCode: text('hotel_code')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    website: text('website').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    countryCode: text('country_code').notNull().default(''),
    email: text('email').notNull().default(''),
    description: text('description').notNull().default(''),
    frontImg: text('front_img').notNull().default(''),
    gallery: text('gallery')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    specialTags: text('special_tags').notNull().default('NoTag'),
    /** Average of the hotel's review ratings (0–5), kept in step by the reviews code. */
    starRating: real('star_rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /**
     * How many reviews are published (not hidden, not imported: decision 030) and the sum of
     * their ratings, kept by database triggers on reviews (migration 0011, decision 024) in the
     * transaction of every review write. While the count is 0 the wire shows the admin's StarRating/ReviewNumber.
     */
    publishedReviewCount: integer('published_review_count').notNull().default(0),
    publishedRatingSum: integer('published_rating_sum').notNull().default(0),
    popularity: integer('popularity').notNull().default(0),
    trending: integer('trending').notNull().default(0),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
    location: text('location').notNull().default(''),
    category: text('category').notNull().default(''),
    lat: doublePrecision('lat').notNull().default(0),
    lng: doublePrecision('lng').notNull().default(0),
    place: text('place').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull().default(''),
    country: text('country').notNull(),
    /**
     * City, state and country folded for search (lower case, no accents, no spaces or
     * underscores), written by the hotels code so a contains-match needs no per-row work.
     */
    searchKey: text('search_key').notNull().default(''),
    snFacebook: text('sn_facebook').notNull().default(''),
    snInstagram: text('sn_instagram').notNull().default(''),
    snTwitter: text('sn_twitter').notNull().default(''),
    snPinterest: text('sn_pinterest').notNull().default(''),
    checkInHour: smallint('check_in_hour').notNull().default(14),
    checkOutHour: smallint('check_out_hour').notNull().default(11),
    /** The hotel's policies as texts ("No pets"), in order (decision 030). */
    policies: text('policies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The cancellation policy (decision 018): free until this many days before
     * check-in, then the penalty. Defaults are DEFAULT_CANCELLATION_POLICY's.
     */
    freeCancellationDays: smallint('free_cancellation_days').notNull().default(1),
    cancellationPenalty: text('cancellation_penalty').notNull().default('FirstNight'),
    /** IANA time zone: the hotel's calendar dates decide cancellation deadlines. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /**
     * Raised by database triggers on every change of the hotel row or of one of its rooms
     * (migration 0002), never by application code: a process may keep a hotel's wire form
     * as long as the revision it read with the availability is the one it cached.
     */
    revision: integer('revision').notNull().default(1),
  },
  (t) => [
    check('hotels_star_rating_range', sql`${t.starRating} between 0 and 5`),
    check('hotels_hotel_code_present', sql`btrim(${t.hotelCode}) <> ''`),
    check('hotels_check_in_hour_range', sql`${t.checkInHour} between 0 and 23`),
    check('hotels_check_out_hour_range', sql`${t.checkOutHour} between 0 and 23`),
    check('hotels_free_cancellation_days_range', sql`${t.freeCancellationDays} between 0 and 365`),
    check(
      'hotels_cancellation_penalty_known',
      sql`${t.cancellationPenalty} in ('FirstNight', 'WholeStay', 'None')`,
    ),
    // An import finds each hotel by its HotelId.
    index('hotels_hotel_code_idx').on(t.hotelCode),
    index('hotels_popularity_idx').on(t.popularity),
    index('hotels_trending_idx').on(t.trending),
    index('hotels_date_added_idx').on(t.dateAdded),
    // The city search is a contains-match (LIKE '%…%') that no b-tree can seek, but an
    // index-only scan of this small index reads ~0.3 MB instead of the wide hotel rows
    // (17 MB at 10 000 hotels): 6–10 ms → 1–2 ms per search (bench/RESULTS.md).
    index('hotels_search_key_idx').on(t.searchKey, t.id),
    // A search reads every matching hotel once (decision 042): in id order with the columns it
    // filters and sorts by, from this narrow index and not the wide rows (10× fewer pages).
    // The time zone too: a check-in that is today somewhere reads it (decision 039).
    index('hotels_search_scan_idx').on(
      t.id,
      t.revision,
      t.popularity,
      t.trending,
      t.dateAdded,
      t.searchKey,
      t.timeZone,
    ),
  ],
);

export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    /** Order of the room within its hotel: the hotel card uses the first room's price. */
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    img: text('img').notNull().default(''),
    /** Nightly price in cents, so that fractional prices stay exact. */
    priceCents: integer('price_cents').notNull(),
    /** Discount in basis points (12.5 % is 1250), so two-decimal discounts stay exact. */
    discountBasisPoints: integer('discount_basis_points').notNull().default(0),
    about: text('about').notNull().default(''),
    facility: text('facility').notNull().default(''),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    inclusions: text('inclusions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** How many identical rooms of this type the hotel has. */
    units: integer('units').notNull().default(1),
    available: boolean('available').notNull().default(true),
    /** How many guests one unit sleeps (design §5: a stay fits a room only when its guests fit). */
    maxGuests: smallint('max_guests').notNull().default(2),
    /** Refunds nothing on cancellation, whatever the hotel's policy. */
    nonRefundable: boolean('non_refundable').notNull().default(false),
    /**
     * When the room type was added: the occupancy report counts its units as available only
     * from that night on. Rooms older than this column got their hotel's
     * date_added (migration 0012).
     */
    createdAt: createdAt(),
  },
  (t) => [
    check('rooms_price_positive', sql`${t.priceCents} > 0`),
    check('rooms_max_guests_range', sql`${t.maxGuests} between 1 and 4`),
    check('rooms_discount_range', sql`${t.discountBasisPoints} between 0 and 10000`),
    check('rooms_units_range', sql`${t.units} between 0 and 1000`),
    index('rooms_hotel_idx').on(t.hotelId, t.position),
    // The rooms a search can offer, by hotel, with what it asks of them (decision 042).
    index('rooms_search_idx')
      .on(t.hotelId, t.maxGuests, t.id)
      .where(sql`${t.available} and ${t.units} > 0`),
  ],
);

/** The kinds of rate plan (decision 045): one Standard per room type, the others optional. */
export const RATE_PLAN_KINDS = ['standard', 'non_refundable', 'custom'] as const;
/** How a plan prices a night without its own price: the room's price, or Standard's ± something. */
export const RATE_PLAN_PRICINGS = ['base', 'percent', 'amount'] as const;

/**
 * A room type's rate plans (decision 045). Every room has exactly one Standard plan, made with
 * the room by the `rooms_standard_rate_plan` trigger (migration 0024) so that no path that adds
 * rooms (admin, import, seed, tests) can leave one without. Holds and bookings name their plan.
 */
export const ratePlans = pgTable(
  'rate_plans',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<(typeof RATE_PLAN_KINDS)[number]>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** False: cancelling refunds nothing, whatever the hotel's policy (decision 018). */
    refundable: boolean('refundable').notNull(),
    breakfastIncluded: boolean('breakfast_included').notNull().default(false),
    /** How a night without its own price is priced (see RATE_PLAN_PRICINGS). Standard: base. */
    pricing: text('pricing').$type<(typeof RATE_PLAN_PRICINGS)[number]>().notNull().default('base'),
    /** For 'percent': basis points added to Standard's night (−1000 is 10 % less). */
    adjustmentBasisPoints: integer('adjustment_basis_points').notNull().default(0),
    /** For 'amount': cents added to Standard's night (negative is less). */
    adjustmentCents: integer('adjustment_cents').notNull().default(0),
    /** Length-of-stay discounts: the largest whose minNights the stay reaches applies. */
    lengthOfStayDiscounts: jsonb('length_of_stay_discounts')
      .$type<{ minNights: number; percent: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** False: the plan is kept (its rates, its bookings) but not offered. */
    onSale: boolean('on_sale').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('rate_plans_kind_known', sql`${t.kind} in (${sqlList(RATE_PLAN_KINDS)})`),
    check('rate_plans_pricing_known', sql`${t.pricing} in (${sqlList(RATE_PLAN_PRICINGS)})`),
    check(
      'rate_plans_standard_prices_itself',
      sql`${t.kind} <> 'standard' or ${t.pricing} = 'base'`,
    ),
    check('rate_plans_name_length', sql`char_length(${t.name}) between 1 and 60`),
    check('rate_plans_percent_range', sql`${t.adjustmentBasisPoints} between -9900 and 10000`),
    uniqueIndex('rate_plans_one_standard_idx')
      .on(t.roomId)
      .where(sql`${t.kind} = 'standard'`),
    uniqueIndex('rate_plans_room_name_idx').on(t.roomId, sql`lower(${t.name})`),
  ],
);

/**
 * The rates and restrictions calendar (decision 045): one row per plan and night that differs
 * from the plan's default. A night without a row is priced by its plan (Standard: the room's
 * own price less its Discount) and restricted by nothing of its own. A plan other than Standard
 * is also held to Standard's restrictions of the night: closing Standard closes the room type.
 */
export const roomRates = pgTable(
  'room_rates',
  {
    ratePlanId: integer('rate_plan_id')
      .notNull()
      .references(() => ratePlans.id, { onDelete: 'cascade' }),
    night: date('night', { mode: 'string' }).notNull(),
    /** The night's price in cents before the stay's coupon; null: the plan's default. */
    priceCents: integer('price_cents'),
    /** Minimum and maximum nights of a stay arriving this night. */
    minStay: smallint('min_stay'),
    maxStay: smallint('max_stay'),
    closedToArrival: boolean('closed_to_arrival').notNull().default(false),
    closedToDeparture: boolean('closed_to_departure').notNull().default(false),
    /** Stop-sell: no stay may include this night. */
    closed: boolean('closed').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.ratePlanId, t.night] }),
    // Search reads the stay's nights of every candidate plan at once (decision 047): by night
    // when it prices every city's hotels, by the key for a place's few plans.
    index('room_rates_night_idx').on(t.night, t.ratePlanId),
    // The rows that carry a rule, by kind, for search's refused plans (decision 049): a search
    // reads the rules on its arrival day, nights and departure day, not the nights' prices.
    // Each answers from the index alone: a closed arrival day can be every Non-refundable
    // plan's on a Sunday (tens of thousands of rows), read as ids without visiting the table.
    index('room_rates_closed_to_arrival_idx')
      .on(t.night, t.ratePlanId)
      .where(sql`${t.closedToArrival}`),
    index('room_rates_stay_limits_idx')
      .on(t.night, t.ratePlanId, t.minStay, t.maxStay)
      .where(sql`${t.minStay} is not null or ${t.maxStay} is not null`),
    index('room_rates_closed_idx')
      .on(t.night, t.ratePlanId)
      .where(sql`${t.closed}`),
    index('room_rates_departure_rules_idx')
      .on(t.night, t.ratePlanId)
      .where(sql`${t.closedToDeparture}`),
    check('room_rates_price_positive', sql`${t.priceCents} is null or ${t.priceCents} > 0`),
    check('room_rates_min_stay_range', sql`${t.minStay} is null or ${t.minStay} between 1 and 365`),
    check('room_rates_max_stay_range', sql`${t.maxStay} is null or ${t.maxStay} between 1 and 365`),
    check(
      'room_rates_min_not_above_max',
      sql`${t.minStay} is null or ${t.maxStay} is null or ${t.minStay} <= ${t.maxStay}`,
    ),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The reviewer's name as shown, kept when the account is gone. */
    userName: text('user_name').notNull(),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The stay it reviews: set for verified reviews, null for seed and imported
     * ones. Unique, so a booking is reviewed once however many requests race.
     */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** Sub-scores 1–5 of a verified review; null on older reviews. */
    cleanliness: smallint('cleanliness'),
    location: smallint('location'),
    staff: smallint('staff'),
    value: smallint('value'),
    /** The hotel's answer, written by an admin, shown under the review. */
    replyText: text('reply_text'),
    replyAt: timestamp('reply_at', { withTimezone: true }),
    /**
     * Brought by a catalogue import (decision 030): shown, but not counted in the hotel's
     * published figures, since the file's StarRating and ReviewNumber already sum up the
     * source's reviews, of which the file lists only some.
     */
    imported: boolean('imported').notNull().default(false),
    /** Hidden by an admin: not listed, not counted in the hotel's rating. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check(
      'reviews_sub_scores_range',
      sql`coalesce(${t.cleanliness}, 1) between 1 and 5 and coalesce(${t.location}, 1) between 1 and 5 and coalesce(${t.staff}, 1) between 1 and 5 and coalesce(${t.value}, 1) between 1 and 5`,
    ),
    check(
      'reviews_hidden_has_reason',
      sql`(${t.hiddenAt} is null) or (${t.hiddenReason} is not null)`,
    ),
    index('reviews_hotel_idx').on(t.hotelId),
    index('reviews_hotel_published_idx').on(t.hotelId, t.date),
    uniqueIndex('reviews_one_per_booking').on(t.bookingId),
  ],
);

/**
 * Review invitations: one row per booking whose guest was mailed an invitation,
 * so the periodic job enqueues each at most once, whichever process runs it.
 */
export const reviewInvitations = pgTable('review_invitations', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  mailId: integer('mail_id'),
  createdAt: createdAt(),
});

/**
 * Inventory: one row per room type and night that anyone has booked or blocked. `units` is
 * copied from the room when the row is made and follows it when the admin changes the count.
 * `blocked` counts the units of room_blocks covering the night (decision 020): a night's free
 * units are units − booked − blocked − live holds. Only `booked` is bound by the CHECK, because
 * a channel's block is recorded even when a booking here already took its unit (a conflict).
 */
export const roomNights = pgTable(
  'room_nights',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    night: date('night', { mode: 'string' }).notNull(),
    units: integer('units').notNull(),
    booked: integer('booked').notNull().default(0),
    blocked: integer('blocked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.night] }),
    check('room_nights_booked_within_units', sql`${t.booked} >= 0 and ${t.booked} <= ${t.units}`),
    check('room_nights_blocked_not_negative', sql`${t.blocked} >= 0`),
    index('room_nights_night_idx').on(t.night),
    // Only the nights booked and blocked leave without a free unit: a search's one range scan
    // for the rooms it cannot offer (decision 042). Searches must spell the predicate alike.
    index('room_nights_sold_out_idx')
      .on(t.night, t.roomId)
      .where(sql`${t.booked} + ${t.blocked} >= ${t.units}`),
  ],
);

/**
 * Units of a room type taken out of sale for nights [check_in, check_out) (decision 020): by an
 * administrator (maintenance) or imported from a channel's calendar. Each block's units are
 * counted in room_nights.blocked for its nights, so search, holds and bookings see them.
 */
export const roomBlocks = pgTable(
  'room_blocks',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    units: integer('units').notNull(),
    reason: text('reason').notNull(),
    /** admin (maintenance, refused where units are not free) or channel (always recorded). */
    source: text('source').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /**
     * A channel block's feed and event (decision 021): the event's UID and, for one
     * occurrence of a recurring event, its recurrence id. Deleting a feed removes its blocks
     * a batch at a time, giving their nights back (decision 040); the cascade is the last resort.
     */
    feedId: integer('feed_id').references(() => calendarFeeds.id, { onDelete: 'cascade' }),
    eventKey: text('event_key'),
  },
  (t) => [
    index('room_blocks_feed_idx').on(t.feedId, t.eventKey),
    check('room_blocks_stay_order', sql`${t.checkOut} > ${t.checkIn}`),
    check('room_blocks_units_positive', sql`${t.units} >= 1`),
    check('room_blocks_source_known', sql`${t.source} in ('admin', 'channel')`),
    index('room_blocks_room_idx').on(t.roomId, t.checkIn, t.checkOut),
  ],
);

/**
 * A room type's secret export address (decision 021): `/ical/{token}.ics`. The token itself is
 * kept (not a hash) so the admin screen can show the address again; rotating replaces it.
 */
export const calendarExports = pgTable('calendar_exports', {
  roomId: integer('room_id')
    .primaryKey()
    .references(() => rooms.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A channel's calendar imported into a room type: each event blocks one unit (decision 021). */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    createdAt: createdAt(),
    /** The last answer's validators, sent back so an unchanged calendar answers 304. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastError: text('last_error'),
    eventsRead: integer('events_read').notNull().default(0),
    /** One process syncs a feed at a time: it holds this lease until it is done. */
    syncLeaseUntil: timestamp('sync_lease_until', { withTimezone: true }),
  },
  (t) => [index('calendar_feeds_room_idx').on(t.roomId)],
);

/**
 * A channel block over a unit a confirmed booking here holds, as the sync found it: the row
 * keeps when it was first seen and goes when the conflict is resolved (decision 021).
 */
export const calendarConflicts = pgTable(
  'calendar_conflicts',
  {
    blockId: integer('block_id')
      .notNull()
      .references(() => roomBlocks.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockId, t.bookingId] })],
);

/** A unit of each night held for one user for a few minutes while they pay. */
export const holds = pgTable(
  'holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    guests: smallint('guests').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** active, released or converted (turned into a booking). */
    status: text('status').notNull().default('active'),
    /**
     * When the user's first hold of this stay (same room and dates) began: a renewal carries
     * it on, so a stay is held for at most HOLD_STAY_MAX_MINUTES in all.
     */
    stayStartedAt: timestamp('stay_started_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The stay's quote when the hold was made (decision 044): its nights, plan, coupon and
     * totals. Checkout authorizes it and the booking records it, whatever the room's price
     * does meanwhile. Read back through the domain's stayQuoteSchema. Null only on holds made
     * before quotes were kept (migration 0022), which are priced from the room as before.
     */
    quote: jsonb('quote').$type<StayQuoteWire>(),
    /** The plan the stay is held under (decision 045); null only on holds made before plans. */
    ratePlanId: integer('rate_plan_id').references(() => ratePlans.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('holds_stay_order', sql`${t.checkOut} > ${t.checkIn}`),
    check('holds_guests_range', sql`${t.guests} between 1 and 4`),
    check('holds_status_known', sql`${t.status} in ('active', 'released', 'converted')`),
    index('holds_room_active_idx').on(t.roomId, t.checkIn, t.checkOut),
    // The live holds, whatever the lapsed ones that stay 'active' (decision 042).
    index('holds_live_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    // A user's live holds (the limit of two) and their earlier holds of a stay (its 20 minutes).
    index('holds_user_idx').on(t.userId, t.roomId, t.checkIn, t.checkOut),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    // Bookings stay for the records when the account, hotel or room is deleted: the names
    // the guest saw are copied into the booking.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    hotelId: integer('hotel_id').references(() => hotels.id, { onDelete: 'set null' }),
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    /** The plan the stay was booked under (decision 045); null once the plan is deleted. */
    ratePlanId: integer('rate_plan_id').references(() => ratePlans.id, { onDelete: 'set null' }),
    /**
     * The plan's terms as sold (decision 048), copied from the held quote: its name and whether
     * breakfast was included. An admin renaming or changing the plan later never alters them.
     * Its refundability is `cancel_non_refundable` below, the term the refund reads. Null name
     * only on a booking with neither a plan nor booked nights (migration 0027).
     */
    ratePlanName: text('rate_plan_name'),
    breakfastIncluded: boolean('breakfast_included').notNull(),
    holdId: uuid('hold_id').references(() => holds.id, { onDelete: 'set null' }),
    hotelName: text('hotel_name').notNull(),
    hotelCity: text('hotel_city').notNull(),
    hotelCountry: text('hotel_country').notNull(),
    roomType: text('room_type').notNull(),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    guests: smallint('guests').notNull(),
    specialReqs: text('special_reqs').notNull().default(''),
    guestName: text('guest_name').notNull().default(''),
    guestEmail: text('guest_email').notNull().default(''),
    guestPhone: text('guest_phone').notNull().default(''),
    /**
     * confirmed; capture_pending while the charge is being captured; cancelled (a capture that
     * failed, or a cancellation whose refund is paid); cancellation_pending while a cancelled
     * booking's refund is owed to the guest (decision 019).
     */
    status: text('status').notNull().default('confirmed'),
    idempotencyKey: text('idempotency_key'),
    /**
     * The cancellation terms the guest agreed to, copied from the hotel and room when the
     * booking was made (a later policy change never alters them). Null on bookings made
     * before policies existed (migration 0007): those have no recorded terms.
     */
    cancelFreeDays: smallint('cancel_free_days'),
    cancelPenalty: text('cancel_penalty'),
    cancelNonRefundable: boolean('cancel_non_refundable'),
    cancelTimeZone: text('cancel_time_zone'),
    /** When the guest or an admin cancelled it; null for a capture that failed. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** What the cancellation gives back, in cents; never more than was captured. */
    refundCents: integer('refund_cents'),
    /** Why an admin cancelled someone else's booking. */
    cancelReason: text('cancel_reason'),
    /**
     * The amount charged, in cents: its payment's final price, copied when the booking is
     * recorded (it never changes) so the report sums a year of stays without joining payments
     * (decision 022). Null only on a booking without a payment row (none is written so).
     */
    amountCents: integer('amount_cents'),
    createdAt: createdAt(),
  },
  (t) => [
    // The snapshot is whole or absent.
    check(
      'bookings_cancel_terms_whole',
      sql`(${t.cancelFreeDays} is null) = (${t.cancelPenalty} is null) and (${t.cancelPenalty} is null) = (${t.cancelNonRefundable} is null) and (${t.cancelNonRefundable} is null) = (${t.cancelTimeZone} is null)`,
    ),
    check(
      'bookings_cancel_penalty_known',
      sql`${t.cancelPenalty} in ('FirstNight', 'WholeStay', 'None')`,
    ),
    check('bookings_stay_order', sql`${t.checkOut} > ${t.checkIn}`),
    check('bookings_refund_nonnegative', sql`${t.refundCents} >= 0`),
    check('bookings_amount_nonnegative', sql`${t.amountCents} >= 0`),
    check('bookings_guests_range', sql`${t.guests} between 1 and 4`),
    check(
      'bookings_status_known',
      sql`${t.status} in ('confirmed', 'capture_pending', 'cancellation_pending', 'cancelled')`,
    ),
    uniqueIndex('bookings_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('bookings_user_idx').on(t.userId, t.createdAt),
    index('bookings_hotel_idx').on(t.hotelId, t.checkOut),
    // The admin's reservations (decision 023): newest first, by status, by stay,
    // and a word search over guest, e-mail and hotel (pg_trgm is not on PGlite; full-text
    // search is built in).
    index('bookings_created_idx').on(t.createdAt, t.id),
    index('bookings_status_idx').on(t.status, t.createdAt),
    index('bookings_stay_idx').on(t.checkIn, t.checkOut),
    index('bookings_search_idx').using('gin', bookingSearchDocument(t)),
  ],
);

/**
 * The nights of a booking as they were quoted and paid (decision 044): one row per night with
 * its rate plan and its price in cents, before the stay's discount and coupon (those are the
 * payment's totals). Written with the booking and never changed, so a later change of the
 * room's price or rates never alters a booked stay; the refund's first night reads them.
 * Bookings recorded before migration 0022 have none.
 */
export const bookingNights = pgTable(
  'booking_nights',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    night: date('night', { mode: 'string' }).notNull(),
    ratePlan: text('rate_plan').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.night] }),
    check('booking_nights_price_nonnegative', sql`${t.priceCents} >= 0`),
  ],
);

/**
 * The words an admin's search finds a booking by. The route's query repeats this expression
 * (`bookingSearchDocument(bookings)`) so that PostgreSQL uses the index.
 */
export function bookingSearchDocument(t: {
  guestName: AnyPgColumn;
  guestEmail: AnyPgColumn;
  hotelName: AnyPgColumn;
}) {
  return sql`to_tsvector('simple'::regconfig, ${t.guestName} || ' ' || ${t.guestEmail} || ' ' || ${t.hotelName})`;
}

/**
 * An authorization with the payment provider, made at checkout before the booking exists.
 * Reconciliation voids the ones that never became a booking.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    holdId: uuid('hold_id').references(() => holds.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    cardBrand: text('card_brand').notNull().default(''),
    cardLast4: text('card_last4').notNull().default(''),
    couponCode: text('coupon_code'),
    /** One of PAYMENT_STATUSES, the vocabulary payments.status shares (decision 034). */
    status: text('status').$type<PaymentStatus>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_intents_amount_positive', sql`${t.amountCents} >= 0`),
    check('payment_intents_status_known', sql`${t.status} in (${sqlList(PAYMENT_STATUSES)})`),
    index('payment_intents_status_idx').on(t.status, t.createdAt),
  ],
);

/** The payment of a booking, as the spec's nested `payments` record. One per booking. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    paymentIntentId: text('payment_intent_id')
      .notNull()
      .references(() => paymentIntents.id, { onDelete: 'restrict' }),
    cardFirstName: text('card_first_name').notNull().default(''),
    /** The card's brand ('visa'); the spec's wire calls it CardSecondName (booking-wire.ts). */
    cardBrand: text('card_brand').notNull().default(''),
    cardBankEntity: text('card_bank_entity').notNull().default(''),
    /** Masked: only the last four digits are ever stored. */
    cardNumber: text('card_number').notNull(),
    cardType: smallint('card_type').notNull().default(2),
    // The stay's StayPrice as charged, in cents (the wire's BasePrice… are dollars).
    baseCents: integer('base_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    finalCents: integer('final_cents').notNull(),
    promoCode: text('promo_code'),
    /** One of PAYMENT_STATUSES (decision 034); the wire spells it as the spec does. */
    status: text('status').$type<PaymentStatus>().notNull().default('captured'),
    /** The provider's id of the refund paid on cancelling, null while none was paid. */
    refundId: text('refund_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_one_per_booking').on(t.bookingId),
    uniqueIndex('payments_one_per_intent').on(t.paymentIntentId),
    check('payments_card_number_masked', sql`${t.cardNumber} ~ '^[*• ]*[0-9]{0,4}$'`),
    check('payments_final_price_nonnegative', sql`${t.finalCents} >= 0`),
    check('payments_status_known', sql`${t.status} in (${sqlList(PAYMENT_STATUSES)})`),
  ],
);

/**
 * Cards tokenised by the built-in sandbox provider. Only what may be kept: brand, last four
 * digits, expiry and the outcome its test number stands for.
 */
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: smallint('exp_month').notNull(),
  expYear: smallint('exp_year').notNull(),
  /** approve or decline, decided by the test card number at tokenisation. */
  outcome: text('outcome').notNull(),
  createdAt: createdAt(),
});

/**
 * The sandbox provider's own record of the refunds it paid, as a processor keeps one: one row
 * per idempotency key, so a refund retried with the same key (reconciliation after a crash)
 * is the same refund, never a second one.
 */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    /** The refund's id, as a processor names the refund it paid ('re_…'). */
    id: text('id')
      .notNull()
      .default(sql`'re_sandbox_' || replace(gen_random_uuid()::text, '-', '')`),
    paymentIntentId: text('payment_intent_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('sandbox_refunds_amount_positive', sql`${t.amountCents} > 0`),
    index('sandbox_refunds_intent_idx').on(t.paymentIntentId),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    code: text('code').primaryKey(),
    percent: integer('percent').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [check('coupons_percent_range', sql`${t.percent} between 1 and 100`)],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_lower_unique').on(sql`lower(${t.email})`)],
);

/** A recovery password: works once, for an hour, beside the user's own password. */
export const provisionalPasswords = pgTable(
  'provisional_passwords',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('provisional_passwords_user_idx').on(t.userId)],
);

/**
 * Login sessions: the token's `sid` names a row; every authenticated call checks it
 * is neither revoked nor expired, so logout and "sign out everywhere" hold at once on every
 * process (a check is remembered while the accounts version stays the same: decision 041).
 * The id is random and not a secret: only a token signed with JWT_SECRET can use it.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The login's User-Agent header, cut short; the list shows it as "Chrome on Linux". */
    userAgent: text('user_agent').notNull().default(''),
    /** Started with a provisional password: may set a new password without the old one. */
    provisional: boolean('provisional').notNull().default(false),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * One row: how many transactions have committed a change that can end a session's rights (a
 * session revoked, cut short or deleted; an account's role changed or the account deleted).
 * Migration 0021's triggers count them as part of the changing transaction, so a process may
 * trust a remembered session check only while this still reads the version the check read
 * (plugins/checked-sessions.ts, decision 041).
 */
export const accountsVersion = pgTable(
  'accounts_version',
  {
    one: boolean('one').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('accounts_version_one_row', sql`${t.one}`)],
);

/**
 * The one list of what the caches hear (docs/architecture.md, "How caches learn of changes"):
 * a table joins by one call, `select watch_for_caches('table', 'content' | 'availability',
 * 'hotel ids of the changed rows')`, in a migration, which records it here and installs its
 * triggers. A change of a `content` table raises the revision of the hotels whose rows changed
 * (the hotel's cached wire form is read again) and notifies "hotels_changed" and
 * "inventory_changed"; a change of an `availability` table notifies "inventory_changed" only.
 * The server reads this list for the tables whose own writes it tells at once (own-writes.ts).
 */
export const cacheSources = pgTable(
  'cache_sources',
  {
    tableName: text('table_name').primaryKey(),
    kind: text('kind').$type<'content' | 'availability'>().notNull(),
    /**
     * For a content table other than hotels: a query over the changed rows (`changed`)
     * answering their hotels' ids (`hotel_id`).
     */
    hotelIds: text('hotel_ids'),
  },
  (t) => [check('cache_sources_kind_known', sql`${t.kind} in ('content', 'availability')`)],
);

/** Transactional outbox: mail is recorded with the change that causes it, sent by a worker. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** pending, sending, sent or failed (gave up after the last retry). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The booking a booking mail is about, for the admin's booking detail. */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_booking_idx').on(t.bookingId),
    check('mail_outbox_status_known', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/**
 * Stored images when the server runs on PostgreSQL without an object store (decision record
 * 015): every process reads them here. `name` is the content-addressed name (`<hash>.jpg`) or
 * a width variant's (`w/480/<hash>.webp`); a name never changes meaning, so rows are only added.
 */
export const storedImages = pgTable('stored_images', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});

/**
 * Rate-limit counters shared by every server process (decision 016): one row per
 * limit and client key, counting the calls of the window that ends at windowEndsAt.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.windowEndsAt)],
);

/**
 * The audit log (decision 051): one row per change an admin made through the API, written in
 * the change's own transaction. Append-only: migration 0030's triggers refuse UPDATE, DELETE
 * and TRUNCATE. The actor and the hotel are plain ids, not foreign keys, so that deleting a
 * user or a hotel keeps (and cannot be blocked by) the history of what was done to it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    /** The actor's e-mail when the change was made: it may change or be erased later. */
    actorEmail: text('actor_email'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** `entity.verb`, like `hotel.update` or `rates.bulk_edit`. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    hotelId: integer('hotel_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_actor_email_idx').on(sql`lower(${t.actorEmail})`, t.at),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
    index('audit_log_hotel_idx').on(t.hotelId, t.at),
  ],
);
