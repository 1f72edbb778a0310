import type { BookingWire } from '@staylane/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReservationCard } from './reservation-card';

const booking: BookingWire = {
  id: '7',
  hotelId: '1',
  roomId: '2',
  HotelName: 'Harbor Inn',
  RoomType: 'Double',
  CheckInDate: '2026-12-10',
  CheckOutDate: '2026-12-12',
  SpecialReqs: '',
  HotelCity: 'Lisbon',
  HotelCountry: 'Portugal',
  NumberOfGuest: 2,
  nights: 2,
  status: 'confirmed',
  createdAt: '2026-11-02T12:00:00.000Z',
  payment: null,
  payments: null,
  CancellationPolicy: null,
  CancelledAt: null,
  RefundAmount: null,
  CancellationReason: null,
};

describe('reservation card', () => {
  it('shows the stay’s days as every other screen does (Dec 10, 2026), not 2026-12-10', () => {
    render(<ReservationCard booking={booking} />);
    expect(screen.getByText('Dec 10, 2026')).toBeInTheDocument();
    expect(screen.getByText('Dec 12, 2026')).toBeInTheDocument();
    expect(screen.queryByText('2026-12-10')).not.toBeInTheDocument();
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
