/**
 * 'Calendar' (decision 026): a hotel's room types × nights with free, held, booked and blocked
 * units, two weeks to two months at a time; a cell opens its night, where units are blocked
 * and blocks removed. The hotel is the back office's chosen one.
 */
import { addDays } from '@staylane/domain';
import { useState } from 'react';
import { localToday } from '@/lib/dates';
import { useCalendar } from '../../api/get-calendar';
import { CalendarGrid, type CellChoice } from './calendar-grid';
import { CalendarLegend } from './calendar-legend';
import { CALENDAR_PERIODS, CalendarRangeControls } from './calendar-range-controls';
import { CalendarSkeleton } from './calendar-skeleton';
import { NightDialog } from './night-dialog';

export function AvailabilityCalendar({ hotelId }: { hotelId: string }) {
  const [from, setFrom] = useState(() => localToday());
  const [nights, setNights] = useState<number>(CALENDAR_PERIODS[0].nights);
  const [open, setOpen] = useState<CellChoice | undefined>(undefined);
  const calendar = useCalendar({ hotelId, from, to: addDays(from, nights) });
  const data = calendar.data?.data;

  // The open night is read from the latest answer, so a block added or removed shows at once.
  const openRoom = open && data?.rooms.find((room) => room.id === open.roomId);
  const openNight = open && openRoom?.nights.find((night) => night.night === open.night);

  return (
    <div className="flex flex-col gap-5">
      <CalendarRangeControls
        from={from}
        nights={nights}
        onFromChange={setFrom}
        onNightsChange={setNights}
        // The hotel's today when known (its time zone), else the visitor's.
        onToday={() => setFrom(data?.today ?? localToday())}
      />
      <CalendarLegend />
      <div aria-busy={calendar.isFetching} className="relative">
        {calendar.isError && (
          <p role="alert" className="text-red-700">
            {calendar.error.message}
          </p>
        )}
        {data ? (
          <>
            <h3 className="mb-2 font-display text-lg font-bold text-ink">{data.hotelName}</h3>
            <CalendarGrid calendar={data} onOpen={setOpen} />
          </>
        ) : (
          !calendar.isError && <CalendarSkeleton nights={nights} />
        )}
      </div>
      {data && openRoom && openNight && (
        <NightDialog
          room={openRoom}
          night={openNight}
          today={data.today}
          onClose={() => setOpen(undefined)}
        />
      )}
    </div>
  );
}
