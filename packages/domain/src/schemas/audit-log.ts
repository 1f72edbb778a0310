/**
 * The audit log (decision 051): one query schema read by `GET /api/admin/audit` and its CSV twin
 * and written by the back office's filters, and the shape of an entry. Days are UTC days
 * (`yyyy-mm-dd`), both ends included.
 */
import { z } from 'zod';
import { isIsoDate } from '../dates';
import { noNul } from './fields';
import { idInputSchema, wireIdSchema } from '../wire/ids';

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_SIZE_MAX = 200;
const AUDIT_TEXT_MAX = 200;

export const AUDIT_MESSAGES = {
  date: 'Enter the date as yyyy-mm-dd',
  range: 'The date range must end on or after its first day',
  hotelId: 'The hotel id must be a positive whole number',
  action: 'An action is letters, digits, dots, dashes and underscores, like hotel.update',
} as const;

// An empty field of a form's query string means "no filter", never a bad value.
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalDay = z.preprocess(
  blankToUndefined,
  z.string().refine(isIsoDate, AUDIT_MESSAGES.date).optional(),
);

const optionalText = (label: string) =>
  z.preprocess(
    blankToUndefined,
    noNul(z.string(), label).pipe(z.string().trim().max(AUDIT_TEXT_MAX)).optional(),
  );

const optionalName = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .regex(/^[a-z0-9_.-]{1,64}$/i, AUDIT_MESSAGES.action)
    .optional(),
);

export const auditQuerySchema = z
  .object({
    /** Who made the change: their e-mail at the time (any case) or their user id. */
    person: optionalText('The person'),
    /** An action like `hotel.update`, or its entity's prefix like `hotel`. */
    action: optionalName,
    entityType: optionalName,
    entityId: optionalText('The entity id'),
    hotelId: z.preprocess(blankToUndefined, idInputSchema(AUDIT_MESSAGES.hotelId).optional()),
    from: optionalDay,
    to: optionalDay,
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(AUDIT_PAGE_SIZE),
  })
  .superRefine((query, context) => {
    if (query.from && query.to && query.to < query.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: AUDIT_MESSAGES.range });
    }
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export type AuditQueryInput = z.input<typeof auditQuerySchema>;

/** One recorded change: who, when, from where, what, and the values before and after. */
export const auditEntryWireSchema = z.object({
  id: wireIdSchema,
  at: z.string(),
  actorId: wireIdSchema.nullable(),
  actorEmail: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  hotelId: wireIdSchema.nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntryWire = z.infer<typeof auditEntryWireSchema>;

export const auditListResponseSchema = z.object({
  message: z.string(),
  data: z.array(auditEntryWireSchema),
  meta: z.object({
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    pageCount: z.number().int().nonnegative(),
  }),
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
