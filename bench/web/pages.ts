/** The public pages measured, with the query strings the spec's search form produces. */
import { isoDay } from '../lib/booking-client.js';

export function measuredPages(): Array<{ name: string; path: string }> {
  const stay = `checkInDate=${isoDay(14)}&checkOutDate=${isoDay(16)}`;
  return [
    { name: '/home', path: '/home' },
    { name: '/hotel-list/search', path: `/hotel-list/search?city=All&${stay}&guests=1` },
    {
      name: '/hotel-single/htlnfo',
      path: `/hotel-single/htlnfo?id=1&city=All&${stay}&guestnumber=1`,
    },
  ];
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
