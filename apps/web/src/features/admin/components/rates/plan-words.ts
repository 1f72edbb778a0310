/** How a rate plan is described in the plans list (decision 045). */
import { basisPointsToPercent, type RatePlanWire } from '@staylane/domain';
import { formatCents } from '@/lib/format';

const signed = (value: number, text: string) => `${value < 0 ? '−' : '+'}${text}`;

/** "The room's own price", "Standard −10 %", "Standard +$15 a night". */
export function planPricingWords(plan: RatePlanWire): string {
  if (plan.kind === 'standard' || plan.pricing === 'base') return 'The room’s own price';
  if (plan.pricing === 'percent') {
    const percent = basisPointsToPercent(plan.adjustmentBasisPoints);
    return `Standard ${signed(percent, `${Math.abs(percent)} %`)}`;
  }
  const cents = plan.adjustmentCents;
  return `Standard ${signed(cents, formatCents(Math.abs(cents)))} a night`;
}

/** "Non-refundable · Breakfast included · 7+ nights −10 %". */
export function planConditionWords(plan: RatePlanWire): string {
  return [
    plan.refundable ? 'Refundable' : 'Non-refundable',
    plan.breakfastIncluded && 'Breakfast included',
    ...plan.lengthOfStayDiscounts.map(
      (discount) => `${discount.minNights}+ nights −${discount.percent} %`,
    ),
  ]
    .filter(Boolean)
    .join(' · ');
}
