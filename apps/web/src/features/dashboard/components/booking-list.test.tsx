import { act, fireEvent, screen } from '@testing-library/react';
import type { BookingWire } from '@staylane/domain';
import { describe, expect, it } from 'vitest';
import { formatCents, formatDay } from '@/lib/format';
import { aBooking, aPayment } from '@/test/bookings';
import { renderWithRouter } from '@/test/render';
import { BookingList } from './booking-list';

const payment = (id: number) => aPayment({ id: String(id * 10) });

const booking = (id: number, HotelName: string, createdAt: string): BookingWire =>
  aBooking({
    ...{ id: String(id), roomId: '1', HotelName, createdAt, HotelCity: 'Rome' },
    ...{ HotelCountry: 'Italy', CheckInDate: '2030-01-01', CheckOutDate: '2030-01-03' },
    ...{ payment: payment(id), payments: payment(id) },
    CancellationPolicy: {
      FreeCancellationDays: 2,
      Penalty: 'FirstNight',
      TimeZone: 'Europe/Rome',
      NonRefundable: false,
      FreeCancellationUntil: '2029-12-30',
    },
  });

describe('bookings tab', () => {
  it('leads to the search when there are no bookings', () => {
    renderWithRouter(<BookingList bookings={[]} />);
    expect(screen.getByText('You have no bookings yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search hotels' })).toHaveAttribute(
      'href',
      expect.stringContaining('/hotel-list/search?city=All'),
    );
  });

  it('lists bookings newest first, each opening to its booking and payment details', async () => {
    renderWithRouter(
      <BookingList
        bookings={[
          booking(1, 'Old Inn', '2029-01-01T10:00:00Z'),
          booking(2, 'New Hotel', '2029-06-01T10:00:00Z'),
        ]}
      />,
    );
    const cards = screen.getAllByRole('button');
    expect(cards[0]).toHaveTextContent('New Hotel');
    expect(cards[1]).toHaveTextContent('Old Inn');
    expect(cards[0]).toHaveAttribute('aria-expanded', 'false');
    await act(async () => {
      fireEvent.click(cards[0]!);
    });
    expect(cards[0]).toHaveAttribute('aria-expanded', 'true');
    const details = screen.getByRole('region');
    expect(details).toHaveTextContent('Payment details');
    expect(details).toHaveTextContent('visa **** 4242');
    expect(details).toHaveTextContent('$220');
    expect(details).toHaveTextContent('Successful');
    // The terms recorded with the booking: check-in Jan 1, 2030, free until 2 days before.
    expect(details).toHaveTextContent('Free cancellation until Dec 30, 2029');
    expect(details).toHaveTextContent('After that, cancelling costs the first night.');
  });

  it('shows the plan and the nights as booked, each at its own price', async () => {
    const booked: BookingWire = {
      ...booking(4, 'Casa Plano', '2029-02-01T10:00:00Z'),
      RatePlan: 'Non-refundable',
      NightlyRates: [
        { date: '2030-01-01', ratePlan: 'Non-refundable', priceCents: 9_000 },
        { date: '2030-01-02', ratePlan: 'Non-refundable', priceCents: 13_550 },
      ],
    };
    renderWithRouter(<BookingList bookings={[booked]} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(screen.getByRole('region')).toHaveTextContent('RateNon-refundable');
    const nights = screen.getAllByTestId('booked-night').map((night) => night.textContent);
    expect(nights).toEqual([
      `${formatDay('2030-01-01')}${formatCents(9_000)}`,
      `${formatDay('2030-01-02')}${formatCents(13_550)}`,
    ]);
  });

  it('names the plan as it was sold: non-refundable and breakfast from the booking, not the plan today', async () => {
    const base = booking(5, 'Casa Desayuno', '2029-02-01T10:00:00Z');
    const sold: BookingWire = {
      ...base,
      RatePlan: 'Bed and breakfast',
      BreakfastIncluded: true,
      CancellationPolicy: { ...base.CancellationPolicy!, NonRefundable: true },
    };
    renderWithRouter(<BookingList bookings={[sold]} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(screen.getByRole('region')).toHaveTextContent(
      'RateBed and breakfast, non-refundable · Breakfast included',
    );
  });

  it('shows a cancelled booking with its refund instead of the terms it was booked under', async () => {
    const cancelled: BookingWire = {
      ...booking(3, 'Closed Inn', '2029-02-01T10:00:00Z'),
      status: 'cancelled',
      CancelledAt: '2029-03-01T09:30:00Z',
      RefundAmount: 220,
    };
    renderWithRouter(<BookingList bookings={[cancelled]} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    const details = screen.getByRole('region');
    expect(details).toHaveTextContent('Cancelled on');
    expect(details).toHaveTextContent('Refunded$220');
    expect(details).not.toHaveTextContent('Free cancellation until');
  });
});
