import { getDefaultNormalizer, act, fireEvent, screen, within } from '@testing-library/react';
import {
  dollarsToCents,
  percentToBasisPoints,
  priceForStay,
  type HotelWire,
  type RoomWire,
  type UserWire,
} from '@staylane/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCents } from '@/lib/format';
import { jsonResponse, renderWithRouter } from '@/test/render';
import type { BookingParams } from '../utils/booking-params';
import { BookingCheckout } from './booking-checkout';

afterEach(() => vi.unstubAllGlobals());

const room = (price: number, discount: number): RoomWire => ({
  id: '7',
  Available: true,
  RoomImg: '',
  RoomName: 'Garden Suite',
  OriginalPricePerNight: price,
  Discount: discount,
  About: '',
  Facility: '',
  Amenities: '',
  Inclusions: '',
  Units: 3,
  MaxGuests: 4,
  NonRefundable: false,
  FreeUnits: 2,
});

const hotel = (rooms: RoomWire[]) =>
  ({
    id: '3',
    HotelName: 'Casa Lumière',
    FrontImg: '/uploads/front.png',
    loc_City: 'Paris',
    loc_Country: 'France',
    CancellationPolicy: {
      FreeCancellationDays: 1,
      Penalty: 'FirstNight',
      TimeZone: 'Europe/Paris',
    },
    Rooms: rooms,
  }) as HotelWire;

const user = {
  id: '5',
  fullName: 'Ana Silva',
  email: 'ana@example.com',
  phoneNumber: '6001234567',
} as UserWire;

function params(checkInDate: string, checkOutDate: string): BookingParams {
  return { hotelId: '3', roomId: '7', city: 'paris', checkInDate, checkOutDate, guests: 2 };
}

function renderCheckout(
  options: { price?: number; discount?: number; stay?: [string, string] } = {},
) {
  const theRoom = room(options.price ?? 120, options.discount ?? 10);
  const [checkIn, checkOut] = options.stay ?? ['2030-05-01', '2030-05-03'];
  return renderWithRouter(
    <BookingCheckout
      params={params(checkIn, checkOut)}
      hotel={hotel([theRoom])}
      room={theRoom}
      user={user}
    />,
  );
}

async function payNow() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'PAY NOW' }));
  });
}

const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false, trim: true }) };

describe('a room too small for the guests', () => {
  it('says so on arrival and places no hold', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const double = { ...room(120, 0), MaxGuests: 2 };
    renderWithRouter(
      <BookingCheckout
        params={{ ...params('2030-05-01', '2030-05-03'), guests: 3 }}
        hotel={hotel([double])}
        room={double}
        user={user}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This room sleeps at most 2 guests');
    expect(alert).toHaveTextContent('Too small for 3 guests. No payment was made.');
    expect(screen.getByRole('button', { name: 'PAY NOW' })).toBeDisabled();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('traveller form', () => {
  it('is prefilled from the user record', () => {
    renderCheckout();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ana Silva');
    expect(screen.getByLabelText('Email address')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Contact Info')).toHaveValue('6001234567');
  });

  it.each([
    ['Full Name', '', 'Please enter your full name'],
    [
      'Full Name',
      'Ana 2nd',
      'Name must contain only letters and no accents or special characters (@%/á)',
    ],
    ['Full Name', 'A', 'Name must be at least 2 characters long'],
    ['Email address', '', 'Please enter your email'],
    ['Email address', 'ana@example', 'Enter a Valid Email'],
    ['Contact Info', '', 'Please enter your phone number'],
    ['Contact Info', '600 123 45', 'Number cannot be longer  or shorter than 10 digits'],
    ['Contact Info', '600123456x', 'Only numeric characters are accepted'],
  ])('%s "%s" shows "%s" and places no hold', async (label, value, message) => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderCheckout();
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await payNow();
    expect(screen.getByText(message, exact)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('accepts accented names and a phone written with spaces, then asks to hold the room', async () => {
    const fetch = vi.fn(async () => jsonResponse({ message: 'taken', code: 'ROOM_TAKEN' }, 409));
    vi.stubGlobal('fetch', fetch);
    renderCheckout();
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'José Núñez' } });
    fireEvent.change(screen.getByLabelText('Contact Info'), { target: { value: '600 123 4567' } });
    await payNow();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/holds');
    expect(JSON.parse(String(init.body))).toEqual({
      roomId: '7',
      checkInDate: '2030-05-01',
      checkOutDate: '2030-05-03',
      guests: 2,
    });
  });

  it.each([
    [409, 'HOLD_LIMIT', 'You already hold 2 rooms; book or release one first'],
    [
      409,
      'HOLD_TIME_LIMIT',
      'You have held this room for these dates for 20 minutes; you can hold it again in 9 minutes',
    ],
    [429, 'RATE_LIMITED', 'Too many attempts, please try again in 40 seconds'],
  ])(
    'shows a %s %s refusal of the hold and lets the traveller try again',
    async (status, code, message) => {
      const fetch = vi.fn(async () => jsonResponse({ message, code }, status));
      vi.stubGlobal('fetch', fetch);
      renderCheckout();
      await payNow();
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('button', { name: 'PAY NOW' })).toBeEnabled();
      await payNow();
      expect(fetch).toHaveBeenCalledTimes(2);
    },
  );

  it('limits the special request to 60 characters', () => {
    renderCheckout();
    expect(screen.getByLabelText('Special Request')).toHaveAttribute('maxLength', '60');
  });
});

function expectSummary(expected: ReturnType<typeof priceForStay>) {
  expect(screen.getByTestId('summary-base')).toHaveTextContent(formatCents(expected.baseCents));
  expect(screen.getByTestId('summary-discount')).toHaveTextContent(
    `−${formatCents(expected.discountCents)}`,
  );
  expect(screen.getByTestId('summary-tax')).toHaveTextContent(formatCents(expected.taxCents));
  expect(screen.getByTestId('summary-final')).toHaveTextContent(formatCents(expected.finalCents));
}

describe('booking summary figures', () => {
  const stays: [number, number, string, string][] = [
    [120, 10, '2030-05-01', '2030-05-03'],
    [99.99, 15, '2030-06-10', '2030-06-13'],
    [250, 0, '2030-07-01', '2030-07-02'],
    [180.5, 23, '2030-08-01', '2030-08-08'],
    [120.5, 12.5, '2030-09-01', '2030-09-04'],
  ];

  it.each(stays)(
    'a room of $%s with %s%% off from %s to %s shows priceForStay without a coupon',
    (price, discount, checkIn, checkOut) => {
      renderCheckout({ price, discount, stay: [checkIn, checkOut] });
      const expected = priceForStay(
        { priceCents: dollarsToCents(price), discountBasisPoints: percentToBasisPoints(discount) },
        { checkIn, checkOut },
      );
      expectSummary(expected);
      const summary = screen.getByRole('region', { name: 'Booking Summary' });
      expect(within(summary).getByText('Casa Lumière')).toBeInTheDocument();
      expect(within(summary).getByText('Paris, France')).toBeInTheDocument();
      expect(within(summary).getByTestId('summary-room')).toHaveTextContent(
        `Garden Suite, ${expected.nights} ${expected.nights === 1 ? 'night' : 'nights'}`,
      );
    },
  );

  it.each(stays)(
    'a room of $%s with %s%% off from %s to %s shows priceForStay with the 15%% coupon once applied',
    async (price, discount, checkIn, checkOut) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () =>
          jsonResponse({ message: 'ok', data: { code: 'STAYLANE15', percent: 15 } }),
        ),
      );
      renderCheckout({ price, discount, stay: [checkIn, checkOut] });
      fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'staylane15' } });
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'APPLY' }));
      });
      expect(await screen.findByText('Coupon received. enjoy your discount!')).toBeInTheDocument();
      expectSummary(
        priceForStay(
          {
            priceCents: dollarsToCents(price),
            discountBasisPoints: percentToBasisPoints(discount),
          },
          { checkIn, checkOut },
          15,
        ),
      );
    },
  );

  it('shows the wrong-coupon popup and keeps the price for an unknown code', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          { message: 'This coupon code does not seem correct, try again!', code: 'NOT_FOUND' },
          404,
        ),
      ),
    );
    renderCheckout();
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'NOPE' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'APPLY' }));
    });
    expect(
      await screen.findByText('This coupon code does not seem correct, try again!'),
    ).toBeInTheDocument();
    expectSummary(
      priceForStay(
        { priceCents: 12_000, discountBasisPoints: 1_000 },
        { checkIn: '2030-05-01', checkOut: '2030-05-03' },
      ),
    );
  });
});

describe('the booking summary’s cancellation policy', () => {
  it('shows, before the guest pays, until when cancelling is free and what it costs after', () => {
    renderCheckout({ stay: ['2030-05-01', '2030-05-03'] });
    expect(screen.getByText('Free cancellation until Apr 30, 2030')).toBeInTheDocument();
    expect(screen.getByText(/After that, cancelling costs the first night\./)).toBeInTheDocument();
  });
});
