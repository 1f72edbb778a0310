/**
 * The reservations as a table on wide screens (decision 023): one row per booking, every column
 * sortable from its header (the sorted one carries `aria-sort`), and a Details button.
 */
import {
  parseAdminBookingSort,
  type AdminBookingSortColumn,
  type AdminBookingWire,
} from '@staylane/domain';
import { formatDay, formatDayTime, formatDollars } from '@/lib/format';
import { bookedRateParts } from '@/lib/rate-plan-words';
import { STATUS_LABELS } from './reservation-statuses';

const COLUMNS: { column: AdminBookingSortColumn; label: string; numeric?: boolean }[] = [
  { column: 'id', label: 'Booking', numeric: true },
  { column: 'guest', label: 'Guest' },
  { column: 'email', label: 'E-mail' },
  { column: 'hotel', label: 'Hotel' },
  { column: 'room', label: 'Room' },
  { column: 'stay', label: 'Stay' },
  { column: 'created', label: 'Created' },
  { column: 'status', label: 'Status' },
  { column: 'total', label: 'Total', numeric: true },
];

/** A new column sorts newest / largest first for dates and money, A to Z for the rest. */
const FIRST_DIRECTION: Partial<Record<AdminBookingSortColumn, 'asc' | 'desc'>> = {
  id: 'desc',
  created: 'desc',
  total: 'desc',
  stay: 'desc',
};

interface ReservationTableProps {
  bookings: AdminBookingWire[];
  sort: string;
  onSort: (sort: string) => void;
  onOpen: (booking: AdminBookingWire) => void;
  /** Rows of placeholders while the first page loads. */
  loading: boolean;
  pageSize: number;
}

const cell = 'px-2 py-2.5 align-top';

export function ReservationTable({
  bookings,
  sort,
  onSort,
  onOpen,
  loading,
  pageSize,
}: ReservationTableProps) {
  const current = parseAdminBookingSort(sort);

  function sortBy(column: AdminBookingSortColumn) {
    const direction =
      column === current.column
        ? current.direction === 'asc'
          ? 'desc'
          : 'asc'
        : (FIRST_DIRECTION[column] ?? 'asc');
    onSort(`${column}:${direction}`);
  }

  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[52rem] border-collapse text-left text-sm">
        <caption className="sr-only">Reservations, sortable by each column</caption>
        <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
          <tr>
            {COLUMNS.map(({ column, label, numeric }) => {
              const sorted = column === current.column;
              return (
                <th
                  key={column}
                  scope="col"
                  aria-sort={
                    sorted ? (current.direction === 'asc' ? 'ascending' : 'descending') : undefined
                  }
                  className={`px-1 py-1 ${numeric ? 'text-right' : ''}`}
                >
                  <button
                    type="button"
                    onClick={() => sortBy(column)}
                    className="inline-flex items-center gap-1 rounded-md px-1 py-2 font-bold whitespace-nowrap tracking-wide uppercase hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-accent-500"
                  >
                    {label}
                    <span
                      aria-hidden="true"
                      className={sorted ? 'text-brand-800' : 'text-slate-300'}
                    >
                      {sorted && current.direction === 'asc' ? '▲' : '▼'}
                    </span>
                  </button>
                </th>
              );
            })}
            <th scope="col" className="px-2 py-3">
              <span className="sr-only">Details</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {loading &&
            Array.from({ length: Math.min(pageSize, 8) }, (_, row) => (
              <tr key={`skeleton-${row}`} data-testid="reservation-skeleton" aria-hidden="true">
                {Array.from({ length: COLUMNS.length + 1 }, (_, column) => (
                  <td key={column} className={cell}>
                    <span className="block h-4 animate-pulse rounded bg-slate-200" />
                  </td>
                ))}
              </tr>
            ))}
          {bookings.map((booking) => (
            <tr key={booking.id} className="hover:bg-slate-50">
              <td className={`${cell} text-right font-semibold tabular-nums`}>#{booking.id}</td>
              <td className={`${cell} [overflow-wrap:anywhere]`}>{booking.GuestName || '—'}</td>
              {/* Names, addresses and hotels break anywhere rather than widen the table: it and
                  its Details fit at 1280 px beside the navigation. An address breaks after
                  its @ first. */}
              <td className={`${cell} min-w-32 [overflow-wrap:anywhere]`}>
                <EmailAddress email={booking.GuestEmail} />
              </td>
              <td className={`${cell} [overflow-wrap:anywhere]`}>{booking.HotelName}</td>
              <td className={`${cell} break-words`}>
                {booking.RoomType}
                {/* The plan as sold (decision 048); its nights are in the booking's Details. */}
                {bookedRateParts(booking).map((part) => (
                  <span key={part} className="block text-xs text-slate-600">
                    {part}
                  </span>
                ))}
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                {formatDay(booking.CheckInDate)} –<br />
                {formatDay(booking.CheckOutDate)}
              </td>
              <td className={`${cell} min-w-28`}>{formatDayTime(booking.createdAt)}</td>
              <td className={cell}>{STATUS_LABELS[booking.status]}</td>
              <td className={`${cell} text-right tabular-nums`}>
                {booking.payment ? formatDollars(booking.payment.FinalPrice) : '—'}
              </td>
              <td className={`${cell} text-right`}>
                <button
                  type="button"
                  onClick={() => onOpen(booking)}
                  aria-label={`Details of booking #${booking.id}`}
                  className="rounded-md px-2 py-1 font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
                >
                  Details
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function EmailAddress({ email }: { email: string | null | undefined }) {
  if (!email) return '—';
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
