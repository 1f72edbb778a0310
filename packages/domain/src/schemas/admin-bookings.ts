/**
 * The administrator's reservations (decision 023): one query schema read by
 * `GET /api/admin/bookings` and its CSV twin and written by the web app's filters, and the
 * answers' shapes. Dates are calendar days (`yyyy-mm-dd`); creation days are UTC days.
 */
import { z } from 'zod';
import { isIsoDate } from '../dates';
import { noNul } from './fields';
import { idInputSchema, wireIdSchema } from '../wire/ids';
import { BOOKING_STATUSES, bookingWireSchema } from '../wire/user';

/** The table's columns a list can be sorted by, as `sort=column:direction`. */
export const ADMIN_BOOKING_SORT_COLUMNS = [
  'id',
  'guest',
  'email',
  'hotel',
  'room',
  'stay',
  'created',
  'status',
  'total',
] as const;
export type AdminBookingSortColumn = (typeof ADMIN_BOOKING_SORT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';

export const ADMIN_BOOKINGS_DEFAULT_SORT = 'created:desc';
export const ADMIN_BOOKINGS_PAGE_SIZE = 20;
export const ADMIN_BOOKINGS_PAGE_SIZE_MAX = 100;
export const ADMIN_BOOKINGS_QUERY_MAX = 200;

export const ADMIN_BOOKING_MESSAGES = {
  date: 'Enter the date as yyyy-mm-dd',
  stayRange: 'The stay range must end on or after its first day',
  createdRange: 'The creation range must end on or after its first day',
  sort: `Sort by one of ${ADMIN_BOOKING_SORT_COLUMNS.join(', ')}, as column:asc or column:desc`,
  status: `The status is one of ${BOOKING_STATUSES.join(', ')}`,
  hotelId: 'The hotel id must be a positive whole number',
} as const;

// An empty field of a form's query string means "no filter", never a bad value.
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalDay = z.preprocess(
  blankToUndefined,
  z.string().refine(isIsoDate, ADMIN_BOOKING_MESSAGES.date).optional(),
);

const sortPattern = new RegExp(`^(${ADMIN_BOOKING_SORT_COLUMNS.join('|')}):(asc|desc)$`);

export const adminBookingQuerySchema = z
  .object({
    /** Guest name, e-mail, hotel name (word beginnings, any case), or a booking id. */
    q: z.preprocess(
      blankToUndefined,
      noNul(z.string(), 'The search')
        .pipe(z.string().trim().max(ADMIN_BOOKINGS_QUERY_MAX))
        .optional(),
    ),
    status: z.preprocess(
      blankToUndefined,
      z.enum(BOOKING_STATUSES, ADMIN_BOOKING_MESSAGES.status).optional(),
    ),
    hotelId: z.preprocess(
      blankToUndefined,
      idInputSchema(ADMIN_BOOKING_MESSAGES.hotelId).optional(),
    ),
    /** Stays with at least one night in [stayFrom, stayTo]. */
    stayFrom: optionalDay,
    stayTo: optionalDay,
    /** Bookings made on these UTC days, both included. */
    createdFrom: optionalDay,
    createdTo: optionalDay,
    sort: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(sortPattern, ADMIN_BOOKING_MESSAGES.sort)
        .default(ADMIN_BOOKINGS_DEFAULT_SORT),
    ),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(ADMIN_BOOKINGS_PAGE_SIZE_MAX)
      .default(ADMIN_BOOKINGS_PAGE_SIZE),
  })
  .superRefine((query, context) => {
    if (query.stayFrom && query.stayTo && query.stayTo < query.stayFrom) {
      context.addIssue({
        code: 'custom',
        path: ['stayTo'],
        message: ADMIN_BOOKING_MESSAGES.stayRange,
      });
    }
    if (query.createdFrom && query.createdTo && query.createdTo < query.createdFrom) {
      context.addIssue({
        code: 'custom',
        path: ['createdTo'],
        message: ADMIN_BOOKING_MESSAGES.createdRange,
      });
    }
  });
export type AdminBookingQuery = z.infer<typeof adminBookingQuerySchema>;
export type AdminBookingQueryInput = z.input<typeof adminBookingQuerySchema>;

/** `created:desc` → its column and direction (the schema has checked the text). */
export function parseAdminBookingSort(sort: string): {
  column: AdminBookingSortColumn;
  direction: SortDirection;
} {
  const [column, direction] = sort.split(':') as [AdminBookingSortColumn, SortDirection];
  return { column, direction };
}

/** A booking as the admin's table and cards show it: the guest's contact beside the booking. */
export const adminBookingWireSchema = bookingWireSchema.extend({
  GuestName: z.string(),
  GuestEmail: z.string(),
});
export type AdminBookingWire = z.infer<typeof adminBookingWireSchema>;

export const adminBookingListResponseSchema = z.object({
  message: z.string(),
  data: z.array(adminBookingWireSchema),
  meta: z.object({
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    pageCount: z.number().int().nonnegative(),
  }),
});
export type AdminBookingListResponse = z.infer<typeof adminBookingListResponseSchema>;

/** A payment of the booking: never more of the card than its brand and last four digits. */
export const adminBookingPaymentSchema = z.object({
  id: wireIdSchema,
  /** Dollars. */
  amount: z.number(),
  status: z.string(),
  cardBrand: z.string(),
  cardLast4: z.string(),
  createdAt: z.string(),
});

/** A mail of the booking from the outbox. */
export const adminBookingMailSchema = z.object({
  id: wireIdSchema,
  kind: z.string(),
  to: z.string(),
  /** pending, sending, sent or failed. */
  status: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});

export const BOOKING_EVENT_KINDS = [
  'created',
  'paid',
  'payment_failed',
  'cancellation_requested',
  'refunded',
  'cancelled',
] as const;
export type BookingEventKind = (typeof BOOKING_EVENT_KINDS)[number];

/** One step of the booking's history, oldest first (decision 023: derived from stored rows). */
export const adminBookingEventSchema = z.object({
  kind: z.enum(BOOKING_EVENT_KINDS),
  at: z.string(),
  detail: z.string().nullable(),
});

export const adminBookingDetailSchema = z.object({
  booking: adminBookingWireSchema,
  payments: z.array(adminBookingPaymentSchema),
  mails: z.array(adminBookingMailSchema),
  history: z.array(adminBookingEventSchema),
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetailSchema>;
export type AdminBookingEvent = z.infer<typeof adminBookingEventSchema>;
