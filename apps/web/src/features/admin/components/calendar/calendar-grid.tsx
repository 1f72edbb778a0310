/**
 * Room types × nights (decision 026) as a table whose cells are buttons. One cell is in the tab
 * order at a time (roving focus): the arrow keys move between cells, Home and End to the
 * row's ends, Enter or Space opens the night. The room column stays put while the nights
 * scroll sideways, so a phone still shows which room a cell belongs to.
 */
import type { AvailabilityCalendar, CalendarNight, CalendarRoom } from '@staylane/domain';
import { useRef, useState, type KeyboardEvent } from 'react';
import { dayMonthOf, longDayOf, nightSummary, weekdayOf } from './calendar-text';
import { NightBar } from './night-bar';

export interface CellChoice {
  roomId: string;
  night: string;
}

interface CalendarGridProps {
  calendar: AvailabilityCalendar;
  onOpen: (choice: CellChoice) => void;
}

const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

export function CalendarGrid({ calendar, onOpen }: CalendarGridProps) {
  const nights = calendar.rooms[0]?.nights.map((night) => night.night) ?? [];
  const [active, setActive] = useState({ row: 0, col: 0 });
  const cells = useRef(new Map<string, HTMLButtonElement>());
  // A shorter range or fewer rooms than before: the focusable cell stays inside the grid.
  const row = Math.min(active.row, Math.max(0, calendar.rooms.length - 1));
  const col = Math.min(active.col, Math.max(0, nights.length - 1));

  function moveTo(nextRow: number, nextCol: number) {
    const target = {
      row: Math.max(0, Math.min(calendar.rooms.length - 1, nextRow)),
      col: Math.max(0, Math.min(nights.length - 1, nextCol)),
    };
    setActive(target);
    const cell = cells.current.get(`${target.row}:${target.col}`);
    // focus() alone leaves a cell at the right edge half hidden; scrollIntoView honours the
    // scroll padding on both sides. (jsdom has no scrollIntoView.)
    cell?.focus({ preventScroll: true });
    cell?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, r: number, c: number) {
    const moves: Record<string, [number, number]> = {
      ArrowRight: [r, c + 1],
      ArrowLeft: [r, c - 1],
      ArrowDown: [r + 1, c],
      ArrowUp: [r - 1, c],
      Home: [r, 0],
      End: [r, nights.length - 1],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(...move);
  }

  if (calendar.rooms.length === 0) {
    return <p className="py-10 text-center text-slate-600">This hotel has no rooms yet.</p>;
  }

  return (
    // The scroll padding keeps a cell reached by the arrow keys clear of the sticky room column.
    <div className="scroll-pl-32 overflow-x-auto rounded-xl ring-1 ring-slate-200 sm:scroll-pl-48">
      <table className="border-separate border-spacing-0 text-sm">
        <caption className="sr-only">
          Availability of {calendar.hotelName}, {longDayOf(calendar.from)} to the night before{' '}
          {longDayOf(calendar.to)}
        </caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-20 min-w-28 border-b border-slate-200 bg-white px-3 py-2 text-left font-semibold text-slate-700 sm:min-w-44"
            >
              Room type
            </th>
            {nights.map((night) => (
              <th
                key={night}
                scope="col"
                className={`min-w-24 border-b border-l border-slate-200 px-2 py-2 text-center font-semibold ${
                  isWeekend(night) ? 'bg-slate-50' : 'bg-white'
                } ${night === calendar.today ? 'text-brand-800' : 'text-slate-700'}`}
              >
                <span className="block text-xs font-normal text-slate-600">{weekdayOf(night)}</span>
                <span className="block whitespace-nowrap">{dayMonthOf(night)}</span>
                {night === calendar.today && (
                  <span className="mt-0.5 block text-xs font-bold text-brand-800 uppercase">
                    Today
                  </span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendar.rooms.map((room, r) => (
            <tr key={room.id}>
              <th
                scope="row"
                className="sticky left-0 z-10 max-w-28 border-b border-slate-200 bg-white px-3 py-2 text-left align-top sm:max-w-44"
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
                    tabIndex={r === row && c === col ? 0 : -1}
                    cellRef={(element) => {
                      if (element) cells.current.set(`${r}:${c}`, element);
                      else cells.current.delete(`${r}:${c}`);
                    }}
                    onFocus={() => setActive({ row: r, col: c })}
                    onKeyDown={(event) => onKeyDown(event, r, c)}
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
  tabIndex: number;
  cellRef: (element: HTMLButtonElement | null) => void;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onOpen: () => void;
}

function NightCell({
  room,
  night,
  past,
  tabIndex,
  cellRef,
  onFocus,
  onKeyDown,
  onOpen,
}: NightCellProps) {
  const summary = nightSummary(night);
  const full = night.free === 0;
  return (
    <button
      type="button"
      ref={cellRef}
      tabIndex={tabIndex}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
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
