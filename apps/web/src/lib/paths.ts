/**
 * Addresses of the spec's route table with their query parameters, built in one place so
 * every link to a page carries the same parameter names.
 */
import { addDays } from '@staylane/domain';
import { withParams } from './api-client';

export const paths = {
  home: '/home',
  hotelList: '/hotel-list/search',
  hotelDetail: '/hotel-single/htlnfo',
  signup: '/signup',
  login: '/login',
  about: '/about-us',
  notFound: '/404-page-not-found',
  dashboard: '/dashboard',
  adminDashboard: '/admin-dashboard',
  booking: '/bookings/bkngcd',
  checkoutSuccess: '/checkout-success/scss',
  checkoutFailure: '/checkout-failure',
  checkout: '/checkout/',
} as const;

export interface SearchQuery {
  city: string;
  checkInDate: string;
  checkOutDate: string;
  guests: number | string;
}

/** The home search and the list's own search bar (spec §2: city, checkInDate, checkOutDate, guests). */
export function hotelListUrl(search: SearchQuery): string {
  return withParams(paths.hotelList, {
    city: search.city,
    checkInDate: search.checkInDate,
    checkOutDate: search.checkOutDate,
    guests: search.guests,
  });
}

/** The navigation bar's Hotels link: every city, today to tomorrow, one guest (spec §2). */
export function allHotelsUrl(today: string): string {
  return withParams(paths.hotelList, {
    city: 'All',
    checkInDate: today,
    checkOutDate: addDays(today, 1),
    guestnumber: 1,
  });
}

export function hotelDetailUrl(query: {
  id: number;
  city: string;
  checkInDate: string;
  checkOutDate: string;
  guestnumber: number | string;
}): string {
  return withParams(paths.hotelDetail, query);
}

export function bookingUrl(query: {
  id: number;
  roomId: number;
  city: string;
  checkIn: string;
  checkOut: string;
  guestsN: number | string;
}): string {
  return withParams(paths.booking, query);
}
