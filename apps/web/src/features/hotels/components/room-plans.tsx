/**
 * A room's rate plans for the stay (decision 046), as the server priced them: each with its
 * conditions, its total for the stay and per-night average, and a Book link to the booking
 * page with that plan; a plan the stay's rules refuse says why and offers the nearest stay
 * that works.
 */
import { cancellationHeadline, stayRuleDayLabel, type PlanOffer } from '@staylane/domain';
import { Link } from '@/components/link';
import { formatCents, formatDay } from '@/lib/format';
import { BREAKFAST_INCLUDED } from '@/lib/rate-plan-words';

export interface StayChange {
  checkInDate: string;
  checkOutDate: string;
}

interface RoomPlansProps {
  roomName: string;
  plans: PlanOffer[];
  nights: number;
  /** False for a room sold out or too small for the party: prices shown, no Book. */
  bookable: boolean;
  /** The booking page's address for a plan. */
  bookingHref: (ratePlanId: string) => string;
  /** Moves the search to another stay (a new entry in the history). */
  onMoveStay: (stay: StayChange) => void;
}

/** "Fri 12 Jun – Mon 15 Jun" */
const stayLabel = (checkIn: string, checkOut: string) =>
  `${stayRuleDayLabel(checkIn)} – ${stayRuleDayLabel(checkOut)}`;

/** The plan's conditions, in the words of the guest's decision. */
export function planConditions(plan: PlanOffer): string[] {
  const conditions = [cancellationHeadline(plan.cancellation, formatDay)];
  if (plan.breakfastIncluded) conditions.push(BREAKFAST_INCLUDED);
  return conditions;
}

export function RoomPlans({
  roomName,
  plans,
  nights,
  bookable,
  bookingHref,
  onMoveStay,
}: RoomPlansProps) {
  if (plans.length === 0) return null;
  const nightsWord = `${nights} ${nights === 1 ? 'night' : 'nights'}`;
  return (
    <ul
      aria-label={`Rates for ${roomName}`}
      className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200"
    >
      {plans.map((plan) => (
        <li
          key={plan.ratePlanId}
          data-testid="rate-plan"
          className="flex flex-wrap items-start justify-between gap-3 p-3"
        >
          <div className="min-w-0 flex-1 basis-48">
            <h3 className="font-semibold text-ink">{plan.name}</h3>
            {plan.description && <p className="text-xs text-slate-600">{plan.description}</p>}
            <ul className="mt-1 flex flex-wrap gap-x-3 text-xs" data-testid="plan-conditions">
              {planConditions(plan).map((condition) => (
                <li
                  key={condition}
                  className={
                    condition.startsWith('Free') || condition === BREAKFAST_INCLUDED
                      ? 'font-semibold text-emerald-800'
                      : 'text-slate-700'
                  }
                >
                  {condition}
                </li>
              ))}
            </ul>
          </div>
          {plan.totalCents !== null ? (
            <div className="flex items-center gap-3">
              <p className="text-right leading-tight">
                <span className="block font-display text-lg font-extrabold text-brand-700">
                  {formatCents(plan.totalCents)}
                </span>
                <span className="block text-xs text-slate-600">total for {nightsWord}</span>
                {plan.perNightCents !== null && (
                  <span className="block text-xs text-slate-500">
                    {formatCents(plan.perNightCents)} / night average
                  </span>
                )}
              </p>
              {bookable && (
                <Link
                  to={bookingHref(plan.ratePlanId)}
                  aria-label={`Book ${roomName}, ${plan.name}, ${formatCents(plan.totalCents)} total`}
                  className="inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
                >
                  Book
                </Link>
              )}
            </div>
          ) : (
            <div className="flex basis-full flex-col items-start gap-2 sm:basis-auto sm:items-end">
              <p className="text-sm font-semibold text-red-700" data-testid="plan-refusal">
                {plan.refusal}
              </p>
              {plan.nearestStay && (
                <button
                  type="button"
                  onClick={() =>
                    onMoveStay({
                      checkInDate: plan.nearestStay!.checkIn,
                      checkOutDate: plan.nearestStay!.checkOut,
                    })
                  }
                  className="rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
                >
                  Try {stayLabel(plan.nearestStay.checkIn, plan.nearestStay.checkOut)},{' '}
                  {formatCents(plan.nearestStay.totalCents)}
                </button>
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
