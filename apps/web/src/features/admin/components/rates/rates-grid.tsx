/**
 * Room types and their plans × nights (decision 045) as a table whose cells are buttons: each
 * shows the night's price and its restrictions as badges, with full words for screen readers.
 * One cell is in the tab order at a time (roving focus): the arrow keys move between cells,
 * Home and End to a row's ends, Enter opens the cell's editor. The plan column stays put while
 * the nights scroll sideways, so a phone still shows whose night a cell is.
 */
import type { RatePlanWire, RatesGrid as RatesGridData, RatesGridCell } from '@staylane/domain';
import { nightsOfStay } from '@staylane/domain';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/button';
import { formatCents } from '@/lib/format';
import { dayMonthOf, longDayOf, weekdayOf } from '../calendar/calendar-text';
import { cellLabel, isWeekendNight, restrictionBadges } from './rates-text';

export interface RateCellChoice {
  ratePlanId: number;
  night: string;
}

interface RatesGridProps {
  grid: RatesGridData;
  /** The visitor's today: earlier nights are shown muted. */
  today: string;
  onOpen: (choice: RateCellChoice) => void;
  onPlans: (roomId: number) => void;
}

const cellKey = (planId: number, night: string) => `${planId} ${night}`;

export function RatesGrid({ grid, today, onOpen, onPlans }: RatesGridProps) {
  const nights = nightsOfStay(grid.from, grid.until);
  const rows = grid.roomTypes.flatMap((room) => room.plans.map((plan) => ({ room, plan })));
  const byKey = new Map(grid.cells.map((cell) => [cellKey(cell.ratePlanId, cell.night), cell]));
  const [active, setActive] = useState({ row: 0, col: 0 });
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // A shorter window or fewer plans than before: the focusable cell stays inside the grid.
  const row = Math.min(active.row, Math.max(0, rows.length - 1));
  const col = Math.min(active.col, Math.max(0, nights.length - 1));

  function moveTo(nextRow: number, nextCol: number) {
    const target = {
      row: Math.max(0, Math.min(rows.length - 1, nextRow)),
      col: Math.max(0, Math.min(nights.length - 1, nextCol)),
    };
    setActive(target);
    const button = buttons.current.get(`${target.row}:${target.col}`);
    // focus() alone leaves a cell at the right edge half hidden; scrollIntoView honours the
    // scroll padding on both sides. (jsdom has no scrollIntoView.)
    button?.focus({ preventScroll: true });
    button?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, r: number, c: number) {
    const moves: Record<string, [number, number]> = {
      ArrowRight: [r, c + 1],
      ArrowLeft: [r, c - 1],
      ArrowDown: [r + 1, c],
      ArrowUp: [r - 1, c],
      Home: event.ctrlKey ? [0, 0] : [r, 0],
      End: event.ctrlKey ? [rows.length - 1, nights.length - 1] : [r, nights.length - 1],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(...move);
  }

  if (rows.length === 0) {
    return <p className="py-10 text-center text-slate-600">This hotel has no rooms yet.</p>;
  }

  const rowOf = new Map(rows.map(({ plan }, at) => [plan.id, at]));
  return (
    // The scroll padding keeps a cell reached by the arrow keys clear of the sticky plan column.
    <div className="scroll-pl-32 overflow-x-auto rounded-xl ring-1 ring-slate-200 sm:scroll-pl-48">
      <table className="border-separate border-spacing-0 text-sm">
        <caption className="sr-only">
          Rates and restrictions, {longDayOf(grid.from)} to the night before {longDayOf(grid.until)}
        </caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-20 min-w-28 border-b border-slate-200 bg-white px-3 py-2 text-left font-semibold text-slate-700 sm:min-w-48"
            >
              Rate plan
            </th>
            {nights.map((night) => (
              <NightHeading key={night} night={night} today={today} />
            ))}
          </tr>
        </thead>
        {grid.roomTypes.map((room) => (
          <tbody key={room.id}>
            <tr>
              <th
                scope="rowgroup"
                colSpan={nights.length + 1}
                className="border-b border-slate-200 bg-slate-100 p-0 text-left"
              >
                {/* The name and its button stay in view while the nights scroll. */}
                <div className="sticky left-0 flex w-max max-w-[85vw] items-center gap-2 px-3 py-1.5">
                  <span className="font-display font-bold break-words text-ink">{room.name}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Rate plans of ${room.name}`}
                    onClick={() => onPlans(room.id)}
                  >
                    Plans
                  </Button>
                </div>
              </th>
            </tr>
            {room.plans.map((plan) => {
              const r = rowOf.get(plan.id)!;
              return (
                <tr key={plan.id}>
                  <PlanHeading plan={plan} />
                  {nights.map((night, c) => {
                    const cell = byKey.get(cellKey(plan.id, night));
                    return (
                      <td
                        key={night}
                        className={`border-b border-l border-slate-200 p-1 ${
                          isWeekendNight(night) ? 'bg-amber-50' : ''
                        }`}
                      >
                        {cell && (
                          <RateCell
                            cell={cell}
                            label={cellLabel(cell, plan.name, room.name)}
                            muted={night < today || !plan.onSale}
                            tabIndex={r === row && c === col ? 0 : -1}
                            cellRef={(element) => {
                              if (element) buttons.current.set(`${r}:${c}`, element);
                              else buttons.current.delete(`${r}:${c}`);
                            }}
                            onFocus={() => setActive({ row: r, col: c })}
                            onKeyDown={(event) => onKeyDown(event, r, c)}
                            onOpen={() => onOpen({ ratePlanId: plan.id, night })}
                          />
                        )}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
    </div>
  );
}

function NightHeading({ night, today }: { night: string; today: string }) {
  const weekend = isWeekendNight(night);
  return (
    <th
      scope="col"
      className={`min-w-20 border-b border-l border-slate-200 px-2 py-2 text-center font-semibold ${
        weekend ? 'bg-amber-50' : 'bg-white'
      } ${night === today ? 'text-brand-800' : 'text-slate-700'}`}
    >
      <span className="block text-xs font-normal text-slate-600">{weekdayOf(night)}</span>
      <span className="block whitespace-nowrap">{dayMonthOf(night)}</span>
      {weekend && <span className="block text-[0.7rem] font-semibold text-amber-900">Weekend</span>}
      {night === today && (
        <span className="mt-0.5 block text-xs font-bold text-brand-800 uppercase">Today</span>
      )}
    </th>
  );
}

function PlanHeading({ plan }: { plan: RatePlanWire }) {
  return (
    <th
      scope="row"
      className="sticky left-0 z-10 max-w-28 border-b border-slate-200 bg-white px-3 py-2 text-left align-top sm:max-w-48"
    >
      <span className="block font-semibold break-words text-ink">{plan.name}</span>
      <span className="block text-xs font-normal text-slate-600">
        {plan.onSale ? (plan.refundable ? 'Refundable' : 'Non-refundable') : 'Off sale'}
        {plan.breakfastIncluded ? ' · Breakfast' : ''}
      </span>
    </th>
  );
}

interface RateCellProps {
  cell: RatesGridCell;
  label: string;
  muted: boolean;
  tabIndex: number;
  cellRef: (element: HTMLButtonElement | null) => void;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onOpen: () => void;
}

function RateCell({
  cell,
  label,
  muted,
  tabIndex,
  cellRef,
  onFocus,
  onKeyDown,
  onOpen,
}: RateCellProps) {
  const badges = restrictionBadges(cell);
  return (
    <button
      type="button"
      ref={cellRef}
      tabIndex={tabIndex}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      onClick={onOpen}
      aria-label={label}
      data-night={cell.night}
      className={`flex min-h-14 w-full flex-col items-start gap-1 rounded-md px-1.5 py-1.5 text-left text-xs leading-tight hover:ring-2 hover:ring-brand-600 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent-500 ${
        // Open nights let the column's colour through, so weekends read down the grid.
        cell.closed ? 'bg-red-50' : muted ? 'bg-slate-100/70' : 'bg-transparent'
      }`}
    >
      <span
        className={`text-sm ${cell.ownPrice ? 'font-bold text-ink' : 'font-normal text-slate-600'}`}
      >
        {formatCents(cell.priceCents)}
      </span>
      {badges.length > 0 && (
        <span className="flex flex-wrap gap-0.5">
          {badges.map((badge) => (
            <span
              key={badge.short}
              className={`rounded px-1 py-px font-semibold whitespace-nowrap ${
                badge.short === 'Closed' ? 'bg-red-700 text-white' : 'bg-slate-200 text-slate-800'
              }`}
            >
              {badge.short}
            </span>
          ))}
        </span>
      )}
    </button>
  );
}
