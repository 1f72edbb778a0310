/**
 * The rate plan form's values and the plan the server takes (schemas/rates.ts), each way:
 * Standard's ± percent as basis points and ± amount as cents, converted once, here. The body
 * is checked with the server's own schema so the form shows the server's words first.
 */
import {
  basisPointsToPercent,
  centsToDollars,
  ratePlanBodySchema,
  RATES_TEXTS,
  type RatePlanBody,
  type RatePlanWire,
} from '@staylane/domain';
import { dollarsTextToCents, percentTextToBasisPoints, type Direction } from './rate-edits';

export interface PlanForm {
  name: string;
  description: string;
  refundable: boolean;
  breakfastIncluded: boolean;
  pricing: RatePlanWire['pricing'];
  direction: Direction;
  /** A percent for percent pricing, dollars for amount pricing. */
  adjustment: string;
  lengthOfStayDiscounts: { minNights: string; percent: string }[];
  onSale: boolean;
}
export type PlanField = Exclude<keyof PlanForm, 'direction'> | 'form';

export const NEW_PLAN: PlanForm = {
  name: '',
  description: '',
  refundable: true,
  breakfastIncluded: false,
  pricing: 'percent',
  direction: 'lower',
  adjustment: '',
  lengthOfStayDiscounts: [],
  onSale: true,
};

/** A plan as the form shows it: −10 % is "lower" and "10". */
export function planFormOf(plan: RatePlanWire): PlanForm {
  const signed =
    plan.pricing === 'percent'
      ? basisPointsToPercent(plan.adjustmentBasisPoints)
      : plan.pricing === 'amount'
        ? centsToDollars(plan.adjustmentCents)
        : 0;
  return {
    name: plan.name,
    description: plan.description,
    refundable: plan.refundable,
    breakfastIncluded: plan.breakfastIncluded,
    pricing: plan.pricing,
    direction: signed < 0 ? 'lower' : 'raise',
    adjustment: plan.pricing === 'base' ? '' : String(Math.abs(signed)),
    lengthOfStayDiscounts: plan.lengthOfStayDiscounts.map((discount) => ({
      minNights: String(discount.minNights),
      percent: String(discount.percent),
    })),
    onSale: plan.onSale,
  };
}

export type CheckedPlan =
  | { ok: true; body: Partial<RatePlanBody> }
  | { ok: false; errors: Partial<Record<PlanField, string>> };

const FIELDS: readonly string[] = [
  'name',
  'description',
  'refundable',
  'breakfastIncluded',
  'pricing',
  'adjustment',
  'lengthOfStayDiscounts',
  'onSale',
];

/**
 * The plan the form describes. The Standard plan keeps its name and prices itself (decision
 * 045): its body leaves both out, so the server is never asked to change them.
 */
export function planBody(form: PlanForm, kind: RatePlanWire['kind'] = 'custom'): CheckedPlan {
  const sign = form.direction === 'lower' ? -1 : 1;
  const empty = form.adjustment.trim() === '';
  const percent = percentTextToBasisPoints(form.adjustment);
  const cents = dollarsTextToCents(form.adjustment);
  const body = {
    name: form.name,
    description: form.description,
    refundable: form.refundable,
    breakfastIncluded: form.breakfastIncluded,
    pricing: form.pricing,
    adjustmentBasisPoints: form.pricing === 'percent' && !empty ? sign * (percent ?? 0) : 0,
    adjustmentCents: form.pricing === 'amount' && !empty ? sign * (cents ?? 0) : 0,
    lengthOfStayDiscounts: form.lengthOfStayDiscounts,
    onSale: form.onSale,
  };
  const checked = ratePlanBodySchema.safeParse(body);
  const errors: Partial<Record<PlanField, string>> = {};
  // An adjustment left empty is a plan priced as Standard: allowed, but rarely meant.
  if (form.pricing !== 'base' && empty) {
    errors.adjustment =
      form.pricing === 'percent' ? RATES_TEXTS.percentRange : RATES_TEXTS.amountRange;
  }
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const key = String(issue.path[0]);
      const field = key.startsWith('adjustment') ? 'adjustment' : key;
      errors[(FIELDS.includes(field) ? field : 'form') as PlanField] ??= issue.message;
    }
  }
  if (!checked.success || Object.keys(errors).length > 0) return { ok: false, errors };
  if (kind !== 'standard') return { ok: true, body: checked.data };
  const {
    name: _name,
    pricing: _pricing,
    adjustmentBasisPoints: _bp,
    adjustmentCents: _c,
    ...rest
  } = checked.data;
  return { ok: true, body: rest };
}
