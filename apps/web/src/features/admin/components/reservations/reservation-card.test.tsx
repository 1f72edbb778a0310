import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBooking, aPayment } from '@/test/bookings';
import { jsonResponse, renderWithRouter as render } from '@/test/render';
import { ReservationCard } from './reservation-card';

const booking = aBooking();

describe('reservation card', () => {
  it('shows the stay’s days as every other screen does (Dec 10, 2026), not 2026-12-10', () => {
    render(<ReservationCard booking={booking} />);
    expect(screen.getByText('Dec 10, 2026')).toBeInTheDocument();
    expect(screen.getByText('Dec 12, 2026')).toBeInTheDocument();
    expect(screen.queryByText('2026-12-10')).not.toBeInTheDocument();
  });
});

describe('a reservation’s plan and nights', () => {
  it('shows the plan as sold and each booked night with its price, as the guest’s dashboard does', () => {
    render(
      <ReservationCard
        booking={aBooking({
          RatePlan: 'Bed and breakfast',
          BreakfastIncluded: true,
          payment: aPayment(),
          NightlyRates: [
            { date: '2026-12-10', ratePlan: 'Bed and breakfast', priceCents: 12_000 },
            { date: '2026-12-11', ratePlan: 'Bed and breakfast', priceCents: 12_050 },
          ],
        })}
      />,
    );
    expect(screen.getByText('Rate').nextSibling).toHaveTextContent(
      'Bed and breakfast · Breakfast included',
    );
    const nights = within(screen.getByRole('list', { name: 'Price per night' }));
    expect(nights.getAllByRole('listitem').map((night) => night.textContent)).toEqual([
      'Dec 10, 2026$120',
      'Dec 11, 2026$120.50',
    ]);
  });
});

describe('a cancelled reservation', () => {
  it('shows its status, refund, cancellation time and reason', () => {
    render(
      <ReservationCard
        booking={{
          ...booking,
          status: 'cancellation_pending',
          CancelledAt: '2026-12-01T09:30:00Z',
          RefundAmount: 120.5,
          CancellationReason: 'Hotel closed',
        }}
      />,
    );
    expect(screen.getByText('cancellation pending')).toBeInTheDocument();
    expect(screen.getByText('Refund (in progress)')).toBeInTheDocument();
    expect(screen.getByText('$120.50')).toBeInTheDocument();
    expect(screen.getByText(/Dec 1, 2026/)).toBeInTheDocument();
    expect(screen.getByText('Hotel closed')).toBeInTheDocument();
  });
});

describe('an admin cancelling a reservation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the reason, states the full refund and sends the reason', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse({ message: 'Booking cancelled', data: { ...booking, status: 'cancelled' } }),
    );
    vi.stubGlobal('fetch', fetch);
    render(<ReservationCard booking={booking} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel reservation' }));
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('full refund');
    const submit = within(dialog).getByRole('button', { name: 'Cancel reservation' });
    await act(async () => {
      fireEvent.click(submit);
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Give the reason the guest will read',
    );
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Hotel closed for repairs' },
    });
    await act(async () => {
      fireEvent.click(submit);
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]! as unknown as [string, RequestInit];
    expect(url).toBe(`/api/bookings/${booking.id}/cancel`);
    expect(JSON.parse(String(init.body))).toEqual({ reason: 'Hotel closed for repairs' });
  });
});
