/**
 * How the rates grid names its cells (decision 045), in one place for the cells, the editor and
 * the tests: compact badges for the eye ("min 2", "CTA") and full words for screen readers.
 */
import type { RatesGridCell } from '@staylane/domain';
import { formatCents } from '@/lib/format';
import { longDayOf } from '../calendar/calendar-text';

export interface Badge {
  /** What the cell shows. */
  short: string;
  /** What a screen reader says. */
  words: string;
}

type Restrictions = Pick<
  RatesGridCell,
  'minStay' | 'maxStay' | 'closedToArrival' | 'closedToDeparture' | 'closed'
>;

const nights = (count: number) => `${count} ${count === 1 ? 'night' : 'nights'}`;

export function restrictionBadges(cell: Restrictions): Badge[] {
  const badges: Badge[] = [];
  if (cell.closed) badges.push({ short: 'Closed', words: 'closed' });
  if (cell.minStay !== null) {
    badges.push({ short: `min ${cell.minStay}`, words: `minimum stay ${nights(cell.minStay)}` });
  }
  if (cell.maxStay !== null) {
    badges.push({ short: `max ${cell.maxStay}`, words: `maximum stay ${nights(cell.maxStay)}` });
  }
  if (cell.closedToArrival) badges.push({ short: 'CTA', words: 'closed to arrival' });
  if (cell.closedToDeparture) badges.push({ short: 'CTD', words: 'closed to departure' });
  return badges;
}

/** The guest's price when the room's Discount makes it differ from the plan's: "$108". */
export function guestPriceOf(cell: Pick<RatesGridCell, 'priceCents' | 'guestPriceCents'>) {
  return cell.guestPriceCents === cell.priceCents ? undefined : formatCents(cell.guestPriceCents);
}

/**
 * "$150" for a price set in the calendar, "$120, plan default" for the plan's own, and what
 * the guest pays after the room's Discount where that differs ("…, guest pays $108").
 */
export function cellPriceWords(
  cell: Pick<RatesGridCell, 'priceCents' | 'guestPriceCents' | 'ownPrice'>,
) {
  const price = formatCents(cell.priceCents);
  const guest = guestPriceOf(cell);
  return [cell.ownPrice ? price : `${price}, plan default`, guest && `guest pays ${guest}`]
    .filter(Boolean)
    .join(', ');
}

/**
 * A cell's accessible name: what it shows first, then where it is, so a screen reader in the
 * grid and a voice command ("click $150…") both find it.
 * "$150, minimum stay 2 nights, Standard, Deluxe, Saturday, December 5, 2026".
 */
export function cellLabel(cell: RatesGridCell, planName: string, roomName: string) {
  return [
    cellPriceWords(cell),
    ...restrictionBadges(cell).map((badge) => badge.words),
    planName,
    roomName,
    longDayOf(cell.night),
  ].join(', ');
}
