/**
 * Addresses of the spec's route table with their query parameters, built in one place so
 * every link to a page carries the same parameter names.
 */
import { addDays, PAGE_PATHS, type HotelSearch } from '@staylane/domain';
import { withParams } from './api-client';

/**
 * Navigation state of a change within a page (the list's filter and page): the app does not
 * scroll such a navigation to the top (app/layout/scroll-to-top-on-navigate.tsx).
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

export const keepsScroll = (state: unknown) =>
  typeof state === 'object' && state !== null && 'keepScroll' in state;

/** The route table's addresses (the domain's PAGE_PATHS), as the web app's links use them. */
export const paths = PAGE_PATHS;

/** The home search and the list's own search bar (product §2: city, checkInDate, checkOutDate, guests). */
export function hotelListUrl(search: HotelSearch): string {
  return withParams(paths.hotelList, {
    city: search.city,
    checkInDate: search.checkInDate,
    checkOutDate: search.checkOutDate,
    guests: search.guests,
  });
}

/** The navigation bar's Hotels link: every city, today to tomorrow, one guest (product §2). */
export function allHotelsUrl(today: string): string {
  return withParams(paths.hotelList, {
    city: 'All',
    checkInDate: today,
    checkOutDate: addDays(today, 1),
    guestnumber: 1,
  });
}

export function hotelDetailUrl(query: {
  id: string;
  city: string;
  checkInDate: string;
  checkOutDate: string;
  guestnumber: number | string;
}): string {
  return withParams(paths.hotelDetail, query);
}

export function bookingUrl(query: {
  id: string;
  roomId: string;
  city: string;
  checkIn: string;
  checkOut: string;
  guestsN: number | string;
}): string {
  return withParams(paths.booking, query);
}
