/**
 * One room type's night (decision 026): its counts, the bookings and blocks that take its units,
 * "Remove block" for an administrator's blocks, and the "Block units" form. Each booking's
 * "Open booking" opens the reservations view's detail (payment, mails, history) over it.
 */
import * as Dialog from '@radix-ui/react-dialog';
import type { CalendarBlock, CalendarBooking, CalendarNight, CalendarRoom } from '@staylane/domain';
import { NOTICES } from '@staylane/domain';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Icon } from '@/components/icon';
import { useReturnFocus } from '@/components/return-focus';
import { ApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useRemoveRoomBlock } from '../../api/room-blocks';
import { ReservationDetail } from '../reservations/reservation-detail';
import { BlockUnitsForm } from './block-units-form';
import { longDayOf, nightSummary } from './calendar-text';

interface NightDialogProps {
  room: CalendarRoom;
  night: CalendarNight;
  today: string;
  onClose: () => void;
}

const STATUS_LABELS: Record<CalendarBooking['status'], string> = {
  confirmed: 'Confirmed',
  capture_pending: 'Payment being taken',
};

export function NightDialog({ room, night, today, onClose }: NightDialogProps) {
  const focusReturn = useReturnFocus();
  const [openBooking, setOpenBooking] = useState<string | undefined>(undefined);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          {...focusReturn}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(94vw,40rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl sm:p-6"
        >
          <div className="flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="font-display text-xl font-bold text-ink">
                {room.name}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-slate-700">
                {longDayOf(night.night)}: {nightSummary(night)} (of {night.units}{' '}
                {night.units === 1 ? 'unit' : 'units'})
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label="Close">
                <Icon name="close" />
              </Button>
            </Dialog.Close>
          </div>

          <section aria-label="Bookings" className="mt-5">
            <h3 className="font-display text-lg font-bold text-ink">Bookings</h3>
            {night.bookings.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">No booking on this night.</p>
            ) : (
              <ul className="mt-2 flex flex-col gap-2">
                {night.bookings.map((booking) => (
                  <li key={booking.id}>
                    <BookingDetails booking={booking} onOpen={() => setOpenBooking(booking.id)} />
                  </li>
                ))}
              </ul>
            )}
            {night.held > 0 && (
              <p className="mt-2 text-sm text-slate-700">
                {night.held} {night.held === 1 ? 'unit is' : 'units are'} held by guests paying now
                (see Active Holds).
              </p>
            )}
          </section>

          <section aria-label="Blocks" className="mt-5">
            <h3 className="font-display text-lg font-bold text-ink">Blocks</h3>
            {night.blocks.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">No block on this night.</p>
            ) : (
              <ul className="mt-2 flex flex-col gap-2">
                {night.blocks.map((block) => (
                  <li key={block.id}>
                    <BlockDetails block={block} />
                  </li>
                ))}
              </ul>
            )}
          </section>

          <div className="mt-5 border-t border-slate-200 pt-4">
            {night.night < today ? (
              <p className="text-sm text-slate-600">Nights in the past cannot be blocked.</p>
            ) : (
              <BlockUnitsForm
                key={`${room.id} ${night.night}`}
                roomId={room.id}
                roomUnits={room.units}
                night={night.night}
                today={today}
              />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
      <ReservationDetail bookingId={openBooking} onClose={() => setOpenBooking(undefined)} />
    </Dialog.Root>
  );
}

function BookingDetails({ booking, onOpen }: { booking: CalendarBooking; onOpen: () => void }) {
  return (
    <article
      aria-label={`Booking ${booking.id}`}
      className="rounded-lg bg-brand-50 px-3 py-2 text-sm ring-1 ring-brand-100"
    >
      <p className="font-semibold break-words text-ink">{booking.guestName || 'Guest'}</p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-slate-700">
        <dt className="font-semibold">Booking</dt>
        <dd>#{booking.id}</dd>
        <dt className="font-semibold">Stay</dt>
        <dd>
          {formatDay(booking.checkIn)} – {formatDay(booking.checkOut)}, {booking.guests}{' '}
          {booking.guests === 1 ? 'guest' : 'guests'}
        </dd>
        <dt className="font-semibold">Status</dt>
        <dd>{STATUS_LABELS[booking.status]}</dd>
      </dl>
      <Button variant="outline" size="sm" className="mt-2" onClick={onOpen}>
        Open booking #{booking.id}
      </Button>
    </article>
  );
}

function BlockDetails({ block }: { block: CalendarBlock }) {
  const remove = useRemoveRoomBlock();
  const stay = `${formatDay(block.from)} – ${formatDay(block.to)}`;
  return (
    <article
      aria-label={`Block: ${block.reason}`}
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm"
    >
      <div className="min-w-0">
        <p className="font-semibold break-words text-ink">{block.reason}</p>
        <p className="text-slate-700">
          {block.units} {block.units === 1 ? 'unit' : 'units'} · {stay} ·{' '}
          {block.source === 'admin' ? 'Maintenance' : 'Sold on a channel'}
        </p>
      </div>
      {block.source === 'admin' && (
        <Button
          size="sm"
          variant="outline"
          disabled={remove.isPending}
          aria-label={`Remove block: ${block.reason}, ${stay}`}
          onClick={() =>
            remove.mutate(block.id, {
              onSuccess: (answer) => notify.success(answer.message),
              onError: (error) =>
                notify.error(
                  error instanceof ApiError ? error.message : NOTICES.somethingWentWrong,
                ),
            })
          }
        >
          Remove block
        </Button>
      )}
    </article>
  );
}
