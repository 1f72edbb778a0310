import { getDefaultNormalizer, act, fireEvent, screen, within } from '@testing-library/react';
import type { HotelWire, RoomWire, StayQuoteWire, UserWire } from '@staylane/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCents, formatDay } from '@/lib/format';
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
  options: { price?: number; discount?: number; stay?: [string, string]; ratePlanId?: string } = {},
) {
  const theRoom = room(options.price ?? 120, options.discount ?? 10);
  const [checkIn, checkOut] = options.stay ?? ['2030-05-01', '2030-05-03'];
  return renderWithRouter(
    <BookingCheckout
      params={{ ...params(checkIn, checkOut), ratePlanId: options.ratePlanId }}
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

/**
 * A quote as the server answers it, with figures the room's own fields cannot give (nights of
 * different prices, totals unlike product §9's rule of the room): the page can only show them
 * by showing the server's answer.
 */
function serverQuote(overrides: Partial<StayQuoteWire> = {}): StayQuoteWire {
  return {
    checkIn: '2030-05-01',
    checkOut: '2030-05-03',
    ratePlan: { name: 'Standard', refundable: true },
    lines: [
      { date: '2030-05-01', ratePlan: 'Standard', priceCents: 15_000 },
      { date: '2030-05-02', ratePlan: 'Standard', priceCents: 17_550 },
    ],
    discountBasisPoints: 1_000,
    lengthOfStay: null,
    lengthOfStayCents: 0,
    nights: 2,
    baseCents: 32_550,
    discountCents: 3_200,
    taxCents: 600,
    couponPercent: 0,
    couponCode: null,
    finalCents: 29_900,
    ...overrides,
  };
}

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

/**
 * The server as the page meets it: GET /api/quote answers `quote` (its coupon as asked),
 * anything else goes to `other`. Answers the fetch spy and the quote requests seen.
 */
function stubServer(
  other: Handler = () => jsonResponse({ message: 'unexpected', code: 'X' }, 500),
  quote: (coupon: string | null) => StayQuoteWire = () => serverQuote(),
) {
  const quoteUrls: URL[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/quote')) {
      const asked = new URL(url, 'http://localhost');
      quoteUrls.push(asked);
      return jsonResponse({
        message: 'Stay quoted',
        data: quote(asked.searchParams.get('coupon')),
      });
    }
    return other(url, init);
  });
  vi.stubGlobal('fetch', fetch);
  const otherCalls = () =>
    (fetch.mock.calls as unknown as [string, RequestInit?][]).filter(
      ([url]) => !url.startsWith('/api/quote'),
    );
  return { fetch, quoteUrls, otherCalls };
}

describe('a room too small for the guests', () => {
  it('says so on arrival, places no hold and asks no quote', () => {
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
    const server = stubServer();
    renderCheckout();
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await payNow();
    expect(screen.getByText(message, exact)).toBeInTheDocument();
    expect(server.otherCalls()).toEqual([]);
  });

  it('accepts accented names and a phone written with spaces, then asks to hold the room', async () => {
    const server = stubServer(() => jsonResponse({ message: 'taken', code: 'ROOM_TAKEN' }, 409));
    renderCheckout();
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'José Núñez' } });
    fireEvent.change(screen.getByLabelText('Contact Info'), { target: { value: '600 123 4567' } });
    await payNow();
    expect(server.otherCalls()).toHaveLength(1);
    const [url, init] = server.otherCalls()[0] as [string, RequestInit];
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
      const server = stubServer(() => jsonResponse({ message, code }, status));
      renderCheckout();
      await payNow();
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('button', { name: 'PAY NOW' })).toBeEnabled();
      await payNow();
      expect(server.otherCalls()).toHaveLength(2);
    },
  );

  it('limits the special request to 60 characters', () => {
    renderCheckout();
    expect(screen.getByLabelText('Special Request')).toHaveAttribute('maxLength', '60');
  });
});

async function expectSummary(expected: StayQuoteWire) {
  expect(await screen.findByTestId('summary-final')).toHaveTextContent(
    formatCents(expected.finalCents),
  );
  expect(screen.getByTestId('summary-base')).toHaveTextContent(formatCents(expected.baseCents));
  expect(screen.getByTestId('summary-discount')).toHaveTextContent(
    `−${formatCents(expected.discountCents)}`,
  );
  expect(screen.getByTestId('summary-tax')).toHaveTextContent(formatCents(expected.taxCents));
  expect(screen.getAllByTestId('summary-night').map((night) => night.textContent)).toEqual(
    expected.lines.map(
      (line) => `${formatDay(line.date)} · ${line.ratePlan}${formatCents(line.priceCents)}`,
    ),
  );
}

async function applyCoupon(code: string) {
  fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: code } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'APPLY' }));
  });
}

const validCoupon = (url: string) =>
  url === '/api/coupons/validate'
    ? jsonResponse({ message: 'ok', data: { code: 'STAYLANE15', percent: 15 } })
    : jsonResponse({ message: 'unexpected', code: 'X' }, 500);

describe('booking summary figures: the server’s quote, nothing computed', () => {
  it('shows the server’s quote of the stay line by line, whatever the room’s own fields say', async () => {
    const server = stubServer();
    renderCheckout({ price: 120, discount: 10 });
    await expectSummary(serverQuote());
    expect(server.quoteUrls.map((url) => Object.fromEntries(url.searchParams))).toEqual([
      { roomId: '7', checkInDate: '2030-05-01', checkOutDate: '2030-05-03', guests: '2' },
    ]);
    const summary = screen.getByRole('region', { name: 'Booking Summary' });
    expect(within(summary).getByText('Casa Lumière')).toBeInTheDocument();
    expect(within(summary).getByTestId('summary-room')).toHaveTextContent('Garden Suite, 2 nights');
    expect(within(summary).getByTestId('summary-plan')).toHaveTextContent('Standard');
  });

  it('says it is getting the price until the server answers, and shows no figure of its own', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderCheckout();
    expect(screen.getByText('Getting the price…')).toBeInTheDocument();
    expect(screen.queryByTestId('summary-final')).not.toBeInTheDocument();
  });

  it('asks the server again with the coupon once applied and shows its answer', async () => {
    const withCoupon = serverQuote({
      couponCode: 'STAYLANE15',
      couponPercent: 15,
      finalCents: 25_000,
    });
    const server = stubServer(validCoupon, (coupon) => (coupon ? withCoupon : serverQuote()));
    renderCheckout();
    await expectSummary(serverQuote());
    await applyCoupon('staylane15');
    expect(await screen.findByText('Coupon received. enjoy your discount!')).toBeInTheDocument();
    await expectSummary(withCoupon);
    expect(screen.getByTestId('summary-coupon')).toHaveTextContent('−15% of the base price');
    expect(server.quoteUrls.at(-1)!.searchParams.get('coupon')).toBe('STAYLANE15');
  });

  it('keeps the server’s price for an unknown code', async () => {
    stubServer(() =>
      jsonResponse(
        { message: 'This coupon code does not seem correct, try again!', code: 'NOT_FOUND' },
        404,
      ),
    );
    renderCheckout();
    await expectSummary(serverQuote());
    await applyCoupon('NOPE');
    expect(
      await screen.findByText('This coupon code does not seem correct, try again!'),
    ).toBeInTheDocument();
    await expectSummary(serverQuote());
  });

  it('shows the quote the hold keeps once the room is held, and the pay button charges it', async () => {
    // The price moved between the page's quote and the hold: the hold's is what is charged.
    const held = serverQuote({
      lines: [
        { date: '2030-05-01', ratePlan: 'Standard', priceCents: 16_000 },
        { date: '2030-05-02', ratePlan: 'Standard', priceCents: 16_000 },
      ],
      baseCents: 32_000,
      finalCents: 29_400,
    });
    stubServer((url) =>
      url === '/api/holds'
        ? jsonResponse(
            {
              message: 'Room held for 10 minutes',
              data: {
                id: '4a4f7ad2-8d3a-4a51-9a51-0d6f0c8f4b11',
                roomId: '7',
                checkInDate: '2030-05-01',
                checkOutDate: '2030-05-03',
                guests: 2,
                expiresAt: new Date(Date.now() + 600_000).toISOString(),
                heldSeconds: 600,
                price: {
                  nights: 2,
                  basePrice: 320,
                  discount: 32,
                  tax: 6,
                  finalPrice: 294,
                  amountCents: 29_400,
                  couponPercent: 0,
                },
                quote: held,
              },
            },
            201,
          )
        : jsonResponse({ message: 'unexpected', code: 'X' }, 500),
    );
    renderCheckout();
    await expectSummary(serverQuote());
    await payNow();
    await expectSummary(held);
    expect(screen.getByRole('button', { name: `Pay ${formatCents(29_400)}` })).toBeInTheDocument();
  });
});

describe('the booking summary’s cancellation policy', () => {
  it('shows, before the guest pays, until when cancelling is free and what it costs after', () => {
    stubServer();
    renderCheckout({ stay: ['2030-05-01', '2030-05-03'] });
    expect(screen.getByText('Free cancellation until Apr 30, 2030')).toBeInTheDocument();
    expect(screen.getByText(/After that, cancelling costs the first night\./)).toBeInTheDocument();
  });

  it('names the quoted plan’s condition: a non-refundable plan refunds nothing', async () => {
    stubServer(undefined, () => serverQuote({ ratePlan: { name: 'Standard', refundable: false } }));
    renderCheckout();
    expect(await screen.findByTestId('summary-plan')).toHaveTextContent('Standard, non-refundable');
    expect(screen.getByText('Non-refundable')).toBeInTheDocument();
    expect(screen.getByText(/Cancelling refunds nothing\./)).toBeInTheDocument();
  });

  it('names a plan called Non-refundable once, not "Non-refundable, non-refundable"', async () => {
    stubServer(undefined, () =>
      serverQuote({ ratePlan: { name: 'Non-refundable', refundable: false } }),
    );
    renderCheckout();
    expect(await screen.findByTestId('summary-plan')).toHaveTextContent(/^Non-refundable$/);
  });
});

describe('the rate plan the hotel page chose', () => {
  const breakfastSaver = serverQuote({
    ratePlan: {
      id: '12',
      name: 'Saver with breakfast',
      refundable: false,
      breakfastIncluded: true,
    },
    lines: [
      { date: '2030-05-01', ratePlan: 'Saver with breakfast', priceCents: 13_500 },
      { date: '2030-05-02', ratePlan: 'Saver with breakfast', priceCents: 15_795 },
    ],
  });

  it('is quoted and held as the address names it, with its conditions and nights', async () => {
    const server = stubServer(
      () => jsonResponse({ message: 'taken', code: 'ROOM_TAKEN' }, 409),
      () => breakfastSaver,
    );
    renderCheckout({ ratePlanId: '12' });
    expect(await screen.findByTestId('summary-plan')).toHaveTextContent(
      'Saver with breakfast, non-refundable',
    );
    expect(server.quoteUrls[0]!.searchParams.get('ratePlanId')).toBe('12');
    expect(screen.getByText('Breakfast included')).toBeInTheDocument();
    expect(screen.getByText('Non-refundable')).toBeInTheDocument();
    expect(screen.getAllByTestId('summary-night').map((night) => night.textContent)).toEqual([
      `${formatDay('2030-05-01')} · Saver with breakfast${formatCents(13_500)}`,
      `${formatDay('2030-05-02')} · Saver with breakfast${formatCents(15_795)}`,
    ]);
    await payNow();
    const [url, init] = server.otherCalls()[0] as [string, RequestInit];
    expect(url).toBe('/api/holds');
    expect(JSON.parse(String(init.body))).toMatchObject({ roomId: '7', ratePlanId: '12' });
  });

  it('shows the server’s refusal of the stay in its words and offers no hold', async () => {
    const refusal = 'Minimum 3 nights for arrivals on Wed 1 May';
    const fetch = vi.fn(async () => jsonResponse({ message: refusal, code: 'STAY_RULES' }, 409));
    vi.stubGlobal('fetch', fetch);
    renderCheckout({ ratePlanId: '12' });
    const notice = await screen.findByText(refusal, { selector: 'p.font-display' });
    expect(notice.closest('[role="alert"]')).toHaveTextContent(
      'The hotel’s rates do not allow this stay.',
    );
    expect(screen.getByRole('button', { name: 'PAY NOW' })).toBeDisabled();
    const asked = (fetch.mock.calls as unknown as [string][]).map(([url]) => url);
    expect(asked.every((url) => url.startsWith('/api/quote'))).toBe(true);
  });
});
