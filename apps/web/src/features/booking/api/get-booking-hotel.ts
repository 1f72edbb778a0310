/**
 * The hotel of the booking page with its rooms' free units for the stay. The key is the one
 * the hotel page uses for the same hotel and dates, so coming from there costs no request.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelWire } from '@staylane/domain';
import { api, type Envelope } from '@/lib/api-client';

export interface Stay {
  checkInDate: string;
  checkOutDate: string;
}

export function getBookingHotel(id: string, stay: Stay, signal?: AbortSignal) {
  const dates = { checkInDate: stay.checkInDate, checkOutDate: stay.checkOutDate };
  return api.get<Envelope<HotelWire>>(`/api/hotels/${id}`, dates, signal);
}

export const bookingHotelQueryOptions = (id: string, stay: Stay) =>
  queryOptions({
    queryKey: ['hotel', id, stay.checkInDate, stay.checkOutDate],
    queryFn: ({ signal }) => getBookingHotel(id, stay, signal),
  });

export function useBookingHotel(id: string, stay: Stay) {
  return useQuery(bookingHotelQueryOptions(id, stay));
}
