import { screen, waitFor } from '@testing-library/react';
import { addDays, STAY_MESSAGES, todayIso } from '@staylane/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localToday } from '@/lib/dates';
import { aHotel, aHotelOffers, aRoom } from '@/test/fixtures';
import { jsonResponse, renderWithRouter } from '@/test/render';
import { HotelDetailPage } from './hotel-detail-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The visitor's clock stands at `instant` (Date only: the page's timers keep running). */
const clockAt = (instant: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });

/**
 * The browser's network edge, answering as the server does (decision 039): a stay whose
 * check-in is already over at the hotel is refused with 400 naming checkInDate.
 */
function serveHotel(timeZone: string) {
  const hotelToday = todayIso(new Date(), timeZone);
  const hotel = aHotel({
    id: '7',
    HotelName: 'Lagoon Lodge',
    CancellationPolicy: { FreeCancellationDays: 2, Penalty: 'FirstNight', TimeZone: timeZone },
    Rooms: [aRoom({ id: '70', RoomName: 'Lagoon Room' })],
  });
  const fetch = vi.fn(async (url: string) => {
    if (url.includes('/offers')) return jsonResponse({ message: 'Offers', data: aHotelOffers() });
    const checkIn = new URL(url, 'http://x').searchParams.get('checkInDate');
    if (checkIn && checkIn < hotelToday) {
      const past = STAY_MESSAGES.checkInPast;
      return jsonResponse(
        { message: past, code: 'VALIDATION', fields: { checkInDate: past } },
        400,
      );
    }
    return jsonResponse({ message: 'Hotel', data: hotel });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, hotelToday };
}

/** The check-ins the hotel was asked for (its offers follow the hotel's answer). */
const checkInsAsked = (fetch: ReturnType<typeof serveHotel>['fetch']) =>
  fetch.mock.calls
    .filter(([url]) => !url.includes('/offers'))
    .map(([url]) => new URL(url, 'http://x').searchParams.get('checkInDate'));

describe('the hotel page’s stay', () => {
  it('starts on the hotel’s today and offers no earlier day when the hotel is ahead of the visitor', async () => {
    // Noon in UTC: already tomorrow at UTC+14, for a visitor anywhere up to UTC+12.
    clockAt('2030-06-01T12:00:00Z');
    const { fetch, hotelToday } = serveHotel('Pacific/Kiritimati');
    expect(hotelToday).toBe('2030-06-02');
    expect(localToday() < hotelToday).toBe(true);
    renderWithRouter(<HotelDetailPage />, { path: '/hotel-single/htlnfo?id=7' });
    const checkIn = await screen.findByLabelText('Check-in');
    await waitFor(() => expect(checkIn).toHaveValue(hotelToday));
    expect(checkIn).toHaveAttribute('min', hotelToday);
    expect(screen.getByLabelText('Check-out')).toHaveValue(addDays(hotelToday, 1));
    // Once the hotel's zone is known the page asks only for stays the server takes.
    // The visitor's today first, refused; the hotel without a stay tells its zone; then its today.
    expect(checkInsAsked(fetch)).toEqual([localToday(), null, hotelToday]);
  });

  it('moves a searched check-in already over at the hotel to the hotel’s today', async () => {
    clockAt('2030-06-01T12:00:00Z');
    const { hotelToday } = serveHotel('Pacific/Kiritimati');
    const yesterdayThere = addDays(hotelToday, -1);
    renderWithRouter(<HotelDetailPage />, {
      path: `/hotel-single/htlnfo?id=7&checkInDate=${yesterdayThere}&checkOutDate=${addDays(hotelToday, 3)}`,
    });
    const checkIn = await screen.findByLabelText('Check-in');
    await waitFor(() => expect(checkIn).toHaveValue(hotelToday));
    expect(screen.queryByText('This hotel could not be found')).toBeNull();
  });

  it('offers the hotel’s today when the hotel is behind the visitor', async () => {
    // Five in the morning in UTC: still yesterday at UTC−11, for a visitor from UTC−5 on.
    clockAt('2030-06-01T05:00:00Z');
    const { hotelToday } = serveHotel('Pacific/Pago_Pago');
    expect(hotelToday).toBe('2030-05-31');
    renderWithRouter(<HotelDetailPage />, { path: '/hotel-single/htlnfo?id=7' });
    const checkIn = await screen.findByLabelText('Check-in');
    await waitFor(() => expect(checkIn).toHaveAttribute('min', hotelToday));
  });
});
