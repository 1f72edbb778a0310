/**
 * The list page's search in one line, as a phone shows it folded:
 * "Rome · Dec 10–12 · 2 guests". Dates are calendar days, formatted in UTC so that the server's
 * render and the browser's agree whatever their time zones.
 */
import { ALL_CITIES } from '@staylane/domain';
import type { HotelSearch } from '@staylane/domain';

const month = (date: Date) => date.toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' });

function cityName(city: string): string {
  if (city.toLowerCase() === ALL_CITIES.toLowerCase()) return 'Everywhere';
  return city
    .replace(/_/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/** "Dec 10–12" within a month, "Dec 30 – Jan 2" across two. */
export function stayRange(checkInDate: string, checkOutDate: string): string {
  const from = new Date(`${checkInDate}T00:00:00Z`);
  const to = new Date(`${checkOutDate}T00:00:00Z`);
  const sameMonth =
    from.getUTCFullYear() === to.getUTCFullYear() && from.getUTCMonth() === to.getUTCMonth();
  return sameMonth
    ? `${month(from)} ${from.getUTCDate()}–${to.getUTCDate()}`
    : `${month(from)} ${from.getUTCDate()} – ${month(to)} ${to.getUTCDate()}`;
}

/** `place`: the city as people write it (meta.place), when known. */
export function searchSummary(search: HotelSearch, place?: string): string {
  const dates =
    search.checkInDate && search.checkOutDate
      ? stayRange(search.checkInDate, search.checkOutDate)
      : 'Any dates';
  const guests = `${search.guests} ${search.guests === 1 ? 'guest' : 'guests'}`;
  return [place ?? cityName(search.city), dates, guests].join(' · ');
}
