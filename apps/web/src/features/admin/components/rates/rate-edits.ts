/**
 * What the admin types in the cell editor and the bulk-edit dialog, turned into the bulk edit
 * the server takes (schemas/rates.ts): dollars to cents and percents to basis points, once,
 * here. The result is checked with the server's own schema, so the form shows the server's
 * words before anything is sent.
 */
import {
  dollarsToCents,
  percentToBasisPoints,
  ratesBulkEditSchema,
  type RatesBulkEdit,
} from '@staylane/domain';
import type { RatesBulkEditRequest } from '../../api/bulk-edit-rates';

/** Amounts as people write them: "129.50", "$129", "1,250", " 99 ". Null when empty. */
function readAmount(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return null;
  // At most two decimals: "12.345" is not an amount of cents, and NaN makes the schema say so.
  return /^[+-]?(?:\d+(?:\.\d{0,2})?|\.\d{1,2})$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** Dollars text as whole cents; null when empty, NaN when not an amount. */
export function dollarsTextToCents(text: string): number | null {
  const amount = readAmount(text);
  return amount === null || Number.isNaN(amount) ? amount : dollarsToCents(amount);
}

/** A percent ("10", "12.5", "10 %") as basis points; null when empty, NaN when not one. */
export function percentTextToBasisPoints(text: string): number | null {
  const amount = readAmount(text.replace(/%/g, ''));
  return amount === null || Number.isNaN(amount) ? amount : percentToBasisPoints(amount);
}

/** Whole-number text as is for the schema to read ("2"), null when empty. */
const wholeOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * A checked edit as it is sent: the schema's reading of every value, with the plans' ids kept
 * as the answers spell them (text, decision 014) rather than the numbers the server reads.
 */
type CheckedEdit = Omit<RatesBulkEdit, 'ratePlanIds'> & { ratePlanIds: string[] };

export type Checked<Field extends string> =
  { ok: true; edit: CheckedEdit } | { ok: false; errors: Partial<Record<Field | 'form', string>> };

/** The first message per field of the schema's answer; a message of the whole edit is 'form'. */
function check<Field extends string>(
  body: RatesBulkEditRequest,
  fieldOf: (path: readonly PropertyKey[]) => Field | 'form',
): Checked<Field> {
  const checked = ratesBulkEditSchema.safeParse(body);
  if (checked.success) {
    return { ok: true, edit: { ...checked.data, ratePlanIds: body.ratePlanIds.map(String) } };
  }
  const errors: Partial<Record<Field | 'form', string>> = {};
  for (const issue of checked.error.issues) errors[fieldOf(issue.path)] ??= issue.message;
  return { ok: false, errors };
}

export interface CellForm {
  /** Dollars; empty puts the night back on the plan's default price. */
  price: string;
  minStay: string;
  maxStay: string;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  closed: boolean;
}
export type CellField = keyof CellForm;

/** The cell editor's form as a bulk edit of its one plan and night: the cell's whole state. */
export function cellEdit(form: CellForm, cell: { ratePlanId: string; night: string }) {
  const cents = dollarsTextToCents(form.price);
  const body: RatesBulkEditRequest = {
    from: cell.night,
    to: cell.night,
    ratePlanIds: [cell.ratePlanId],
    price: cents === null ? { clear: true } : { set: cents },
    minStay: wholeOrNull(form.minStay),
    maxStay: wholeOrNull(form.maxStay),
    closedToArrival: form.closedToArrival,
    closedToDeparture: form.closedToDeparture,
    closed: form.closed,
  };
  return check<CellField>(body, (path) => {
    const field = path[0];
    return typeof field === 'string' && field in form ? (field as CellField) : 'form';
  });
}

export type PriceMode = 'leave' | 'set' | 'amount' | 'percent' | 'clear';
export type Direction = 'raise' | 'lower';
/** Leave a restriction as each night has it, set it, or clear it. */
export type RuleMode = 'leave' | 'set' | 'clear';

export interface BulkForm {
  from: string;
  to: string;
  /** 0 Sunday … 6 Saturday. */
  weekdays: number[];
  ratePlanIds: string[];
  priceMode: PriceMode;
  direction: Direction;
  /** Dollars for set and amount, a percent for percent. */
  priceValue: string;
  minStay: { mode: RuleMode; value: string };
  maxStay: { mode: RuleMode; value: string };
  closedToArrival: RuleMode;
  closedToDeparture: RuleMode;
  closed: RuleMode;
}
export type BulkField =
  | 'from'
  | 'to'
  | 'weekdays'
  | 'ratePlanIds'
  | 'price'
  | 'minStay'
  | 'maxStay'
  | 'closedToArrival'
  | 'closedToDeparture'
  | 'closed';

function bulkPrice(form: BulkForm): RatesBulkEditRequest['price'] {
  const sign = form.direction === 'lower' ? -1 : 1;
  switch (form.priceMode) {
    case 'leave':
      return undefined;
    case 'clear':
      return { clear: true };
    case 'set':
      return { set: dollarsTextToCents(form.priceValue) ?? Number.NaN };
    case 'amount':
      return { adjustCents: sign * (dollarsTextToCents(form.priceValue) ?? Number.NaN) };
    case 'percent':
      return {
        adjustBasisPoints: sign * (percentTextToBasisPoints(form.priceValue) ?? Number.NaN),
      };
  }
}

function stayRule({ mode, value }: BulkForm['minStay']) {
  if (mode === 'leave') return undefined;
  // An empty "set" is a mistake, not a clear: the schema's message says what is expected.
  return mode === 'clear' ? null : value.trim() || Number.NaN;
}

const flag = (mode: RuleMode) => (mode === 'leave' ? undefined : mode === 'set');

/**
 * Said of a raise or cut that is not an amount: the schema's own words speak of cents, which
 * the admin never types.
 */
export const AMOUNT_TEXT = 'Amount must be in dollars, e.g. 15 or 15.50';

/** The bulk-edit dialog's form as the edit it sends (without dryRun). */
export function bulkEdit(form: BulkForm): Checked<BulkField> {
  const checked = bulkEditOf(form);
  if (form.priceMode === 'amount' && !Number.isFinite(dollarsTextToCents(form.priceValue))) {
    const errors = checked.ok ? {} : checked.errors;
    return { ok: false, errors: { ...errors, price: AMOUNT_TEXT } };
  }
  return checked;
}

function bulkEditOf(form: BulkForm) {
  const body: RatesBulkEditRequest = {
    from: form.from,
    to: form.to,
    weekdays: form.weekdays,
    ratePlanIds: form.ratePlanIds,
    price: bulkPrice(form),
    minStay: stayRule(form.minStay),
    maxStay: stayRule(form.maxStay),
    closedToArrival: flag(form.closedToArrival),
    closedToDeparture: flag(form.closedToDeparture),
    closed: flag(form.closed),
  };
  // Absent is "leave": undefined keys are dropped so the body says only what changes.
  const sent = Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined),
  ) as RatesBulkEditRequest;
  return check<BulkField>(sent, (path) => {
    const field = path[0];
    const fields: readonly string[] = [
      'from',
      'to',
      'weekdays',
      'ratePlanIds',
      'price',
      'minStay',
      'maxStay',
      'closedToArrival',
      'closedToDeparture',
      'closed',
    ];
    return typeof field === 'string' && fields.includes(field) ? (field as BulkField) : 'form';
  });
}
