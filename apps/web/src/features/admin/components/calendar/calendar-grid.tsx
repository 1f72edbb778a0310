/**
 * Room types × nights (decision 026) as a table whose cells are buttons. One cell is in the tab
 * order at a time (roving focus): the arrow keys move between cells, Home and End to the
 * row's ends, Enter or Space opens the night. The room column stays put while the nights
 * scroll sideways, so a phone still shows which room a cell belongs to.
 */
import type { AvailabilityCalendar, CalendarNight, CalendarRoom } from '@staylane/domain';
import { NightHeaderRow } from '../night-grid/night-header-row';
import { useRovingGrid, type RovingCellProps } from '../night-grid/use-roving-grid';
import { longDayOf, nightSummary } from './calendar-text';
import { NightBar } from './night-bar';

export interface CellChoice {
  roomId: string;
  night: string;
}

interface CalendarGridProps {
  calendar: AvailabilityCalendar;
  onOpen: (choice: CellChoice) => void;
}

export function CalendarGrid({ calendar, onOpen }: CalendarGridProps) {
  const nights = calendar.rooms[0]?.nights.map((night) => night.night) ?? [];
  const { cellProps } = useRovingGrid({ rows: calendar.rooms.length, columns: nights.length });

  if (calendar.rooms.length === 0) {
    return <p className="py-10 text-center text-slate-600">This hotel has no rooms yet.</p>;
  }

  return (
    // The scroll padding keeps a cell reached by the arrow keys clear of the sticky room column.
    <div className="scroll-pl-32 overflow-x-auto rounded-xl ring-1 ring-slate-200 sm:scroll-pl-48">
      <table role="grid" className="border-separate border-spacing-0 text-sm">
        <caption className="sr-only">
          Availability of {calendar.hotelName}, {longDayOf(calendar.from)} to the night before{' '}
          {longDayOf(calendar.to)}
        </caption>
        <thead>
          <NightHeaderRow label="Room type" nights={nights} today={calendar.today} />
        </thead>
        <tbody>
          {calendar.rooms.map((room, r) => (
            <tr key={room.id}>
              <th
                scope="row"
                className="sticky left-0 z-10 max-w-28 border-b border-slate-200 bg-white px-3 py-2 text-left align-top sm:max-w-48"
              >
                <span className="block font-semibold break-words text-ink">{room.name}</span>
                <span className="block text-xs font-normal text-slate-600">
                  {room.units} {room.units === 1 ? 'unit' : 'units'}
                  {room.available ? '' : ' · not for sale'}
                </span>
              </th>
              {room.nights.map((night, c) => (
                <td key={night.night} className="border-b border-l border-slate-200 p-1">
                  <NightCell
                    room={room}
                    night={night}
                    past={night.night < calendar.today}
                    roving={cellProps(r, c)}
                    onOpen={() => onOpen({ roomId: room.id, night: night.night })}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface NightCellProps {
  room: CalendarRoom;
  night: CalendarNight;
  past: boolean;
  roving: RovingCellProps;
  onOpen: () => void;
}

function NightCell({ room, night, past, roving, onOpen }: NightCellProps) {
  const summary = nightSummary(night);
  const full = night.free === 0;
  return (
    <button
      type="button"
      {...roving}
      onClick={onOpen}
      // The visible counts first, then where the cell is: a screen reader in the grid and a
      // voice command ("click 2 free…") both find it.
      aria-label={`${summary}, ${room.name}, ${longDayOf(night.night)}`}
      data-night={night.night}
      className={`flex min-h-16 w-full flex-col gap-1 rounded-md px-1.5 py-1.5 text-left text-xs leading-tight hover:ring-2 hover:ring-brand-600 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent-500 ${
        full ? 'bg-slate-100 text-slate-900' : past ? 'bg-slate-50 text-ink' : 'bg-white text-ink'
      }`}
    >
      <NightBar
        counts={{
          free: night.free,
          booked: night.booked,
          held: night.held,
          blocked: night.blocked,
        }}
      />
      <span className={full ? 'font-bold' : 'font-semibold text-emerald-800'}>
        {night.free} free
      </span>
      {summary !== `${night.free} free` && (
        <span className="text-slate-700">{summary.split(' · ').slice(1).join(' · ')}</span>
      )}
    </button>
  );
}
