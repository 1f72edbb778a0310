import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anAdminBooking } from '@/test/bookings';
import { ReservationTable } from './reservation-table';

const booking = anAdminBooking({ status: 'cancellation_pending' });

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
    // The plan as sold, under the room.
    expect(within(row).getByText('Standard')).toBeInTheDocument();
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
