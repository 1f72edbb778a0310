/**
 * Rate plans for tests (decision 045): a room's Standard plan as the domain reads it
 * (`RatePlan`) and as the admin API answers it (`RatePlanWire`), changed by overrides. One
 * builder for the domain's, the server's and the web app's tests.
 */
import type { RatePlan } from '../rates';
import type { RatePlanWire } from '../schemas/rates';

/** The Standard plan every room is made with: its own price, refundable, no breakfast. */
const STANDARD_TERMS = {
  kind: 'standard',
  name: 'Standard',
  description: '',
  refundable: true,
  breakfastIncluded: false,
  pricing: 'base',
  adjustmentBasisPoints: 0,
  adjustmentCents: 0,
  lengthOfStayDiscounts: [],
  onSale: true,
} as const satisfies Omit<RatePlan, 'id'>;

export function aRatePlan(overrides: Partial<RatePlan> = {}): RatePlan {
  return { id: 1, ...STANDARD_TERMS, lengthOfStayDiscounts: [], ...overrides };
}

/** A plan on the wire: ids as text (decision 014). */
export function aRatePlanWire(overrides: Partial<RatePlanWire> = {}): RatePlanWire {
  return { id: '31', roomId: '3', ...STANDARD_TERMS, lengthOfStayDiscounts: [], ...overrides };
}
