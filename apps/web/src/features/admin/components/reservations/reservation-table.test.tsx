import type { AdminBookingWire } from '@staylane/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReservationTable } from './reservation-table';

const booking: AdminBookingWire = {
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
  status: 'cancellation_pending',
  createdAt: '2026-11-02T12:00:00.000Z',
  payment: null,
  payments: null,
  CancellationPolicy: null,
  CancelledAt: null,
  RefundAmount: null,
  CancellationReason: null,
  GuestName: 'Zoë Ångström',
  GuestEmail: 'zoe@example.se',
};

function renderTable(sort: string) {
  const onSort = vi.fn();
  const onOpen = vi.fn();
  render(
    <ReservationTable
      bookings={[booking]}
      sort={sort}
      onSort={onSort}
      onOpen={onOpen}
      loading={false}
      pageSize={20}
    />,
  );
  return { onSort, onOpen };
}

describe('the reservations table', () => {
  it('shows a row per booking with its guest, stay, status and total', () => {
    renderTable('created:desc');
    const row = screen.getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('#7');
    expect(row).toHaveTextContent('Zoë Ångström');
    expect(row).toHaveTextContent('zoe@example.se');
    expect(row).toHaveTextContent('Dec 10, 2026 –Dec 12, 2026');
    expect(row).toHaveTextContent('Cancellation pending');
    expect(within(row).getByText('—')).toBeInTheDocument();
  });

  it('marks the sorted column with aria-sort and sorts by a header when it is pressed', () => {
    const { onSort, onOpen } = renderTable('guest:asc');
    const guest = screen.getByRole('columnheader', { name: /Guest/ });
    expect(guest).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Created/ })).not.toHaveAttribute('aria-sort');
    fireEvent.click(within(guest).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith('guest:desc');
    fireEvent.click(screen.getByRole('button', { name: /Created/ }));
    expect(onSort).toHaveBeenLastCalledWith('created:desc');
    fireEvent.click(screen.getByRole('button', { name: /Hotel/ }));
    expect(onSort).toHaveBeenLastCalledWith('hotel:asc');
    fireEvent.click(screen.getByRole('button', { name: 'Details of booking #7' }));
    expect(onOpen).toHaveBeenCalledWith(booking);
  });
});
