/**
 * A rate plan's conditions in the words every screen uses for them: where the guest decides
 * (the hotel page, the booking summary) and wherever a booking shows the plan it was sold
 * (the dashboard, the admin's reservations; decision 048).
 */

export const BREAKFAST_INCLUDED = 'Breakfast included';

/** The plan's name, saying non-refundable unless the name says it already ("Non-refundable"). */
export function rateName(plan: { name: string; refundable: boolean }): string {
  if (plan.refundable || /non-?refundable/i.test(plan.name)) return plan.name;
  return `${plan.name}, non-refundable`;
}

/**
 * A booking's plan as sold, in its parts: its name (saying non-refundable from its recorded
 * terms) and "Breakfast included" when it was; none for a booking that records no plan.
 */
export function bookedRateParts(booking: {
  RatePlan: string | null;
  BreakfastIncluded: boolean;
  CancellationPolicy: { NonRefundable: boolean } | null;
}): string[] {
  if (booking.RatePlan === null) return [];
  const name = rateName({
    name: booking.RatePlan,
    refundable: !booking.CancellationPolicy?.NonRefundable,
  });
  return booking.BreakfastIncluded ? [name, BREAKFAST_INCLUDED] : [name];
}

/** The same in one line ("Bed and breakfast · Breakfast included"), or null for none. */
export function bookedRateWords(booking: Parameters<typeof bookedRateParts>[0]): string | null {
  return bookedRateParts(booking).join(' · ') || null;
}
