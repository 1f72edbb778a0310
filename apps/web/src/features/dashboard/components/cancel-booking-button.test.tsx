import { act, fireEvent, screen, within } from '@testing-library/react';
import type { BookingWire, CancellationQuoteWire } from '@staylane/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBooking, aPayment } from '@/test/bookings';
import { jsonResponse, renderWithRouter } from '@/test/render';
import { BookingList } from './booking-list';

afterEach(() => vi.unstubAllGlobals());

const booking = (overrides: Partial<BookingWire> = {}): BookingWire => {
  const payment = aPayment({ BasePrice: 300, Discount: 0, Tax: 0, FinalPrice: 300 });
  return aBooking({
    ...{ HotelName: 'Casa Azul', CheckInDate: '2030-01-01', CheckOutDate: '2030-01-04' },
    ...{ nights: 3, createdAt: '2029-06-01T10:00:00Z', payment, payments: payment },
    ...overrides,
  });
};

const AFTER_WINDOW: CancellationQuoteWire = {
  Cancellable: true,
  Free: false,
  Paid: 300,
  Refund: 200,
  Penalty: 100,
  FreeCancellationUntil: '2029-12-31',
};

function bookingServer(quote: CancellationQuoteWire) {
  return vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/cancellation')) return jsonResponse({ message: 'Quote', data: quote });
    if (url.endsWith('/cancel') && init?.method === 'POST') {
      return jsonResponse({ message: 'Booking cancelled', data: booking({ status: 'cancelled' }) });
    }
    return jsonResponse({ message: 'User', data: {} });
  });
}

async function openCard() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Casa Azul/ }));
  });
}

async function pressCancel() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
  });
  return screen.findByRole('dialog', { name: 'Cancel this booking?' });
}

describe('cancelling a booking from the Bookings tab', () => {
  it('states the quoted refund and cancels only when confirmed', async () => {
    const fetch = bookingServer(AFTER_WINDOW);
    vi.stubGlobal('fetch', fetch);
    renderWithRouter(<BookingList bookings={[booking()]} />);
    await openCard();
    const dialog = await pressCancel();
    expect(fetch).toHaveBeenCalledWith('/api/bookings/7/cancellation', expect.anything());
    expect(dialog).toHaveTextContent(
      'You get $200 back of the $300 you paid; cancelling now costs $100.',
    );
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/cancel'))).toBe(false);

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    });
    const posts = fetch.mock.calls.filter(([url]) => String(url).endsWith('/7/cancel'));
    expect(posts).toHaveLength(1);
    expect(posts[0]![1]).toMatchObject({ method: 'POST' });
  });

  it('keeps the booking when the guest says no', async () => {
    const fetch = bookingServer({ ...AFTER_WINDOW, Free: true, Refund: 300, Penalty: 0 });
    vi.stubGlobal('fetch', fetch);
    renderWithRouter(<BookingList bookings={[booking()]} />);
    await openCard();
    const dialog = await pressCancel();
    expect(dialog).toHaveTextContent('You get a full refund of $300.');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/cancel'))).toBe(false);
  });

  it('shows a cancelled booking as such, with its refund and time, and no Cancel button', async () => {
    renderWithRouter(
      <BookingList
        bookings={[
          booking({
            status: 'cancelled',
            CancelledAt: '2029-07-02T09:30:00Z',
            RefundAmount: 200,
          }),
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: /Casa Azul/ })).toHaveTextContent('cancelled');
    await openCard();
    const details = screen.getByRole('region');
    expect(details).toHaveTextContent(/Cancelled on\s*Jul 2, 2029/);
    expect(details).toHaveTextContent(/Refunded\s*\$200/);
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });
});
