/**
 * Room types and their plans × nights (decision 045) as a grid whose cells are buttons: each
 * shows the night's price, what the guest pays after the room's Discount where that differs
 * (the server's figure), and its restrictions as badges, with full words for screen readers.
 * The grid is one tab stop (roving focus, the WAI-ARIA grid pattern): the arrow keys move
 * between cells and through each room type's "Plans" button, Home and End to a row's ends,
 * Enter or Space opens the cell's editor. The plan column stays put while the nights scroll
 * sideways, so a phone still shows whose night a cell is.
 */
import type { RatePlanWire, RatesGrid as RatesGridData, RatesGridCell } from '@staylane/domain';
import { nightsOfStay } from '@staylane/domain';
import { buttonClass } from '@/components/button';
import { formatCents } from '@/lib/format';
import { longDayOf } from '../calendar/calendar-text';
import { isWeekendNight, NightHeaderRow } from '../night-grid/night-header-row';
import { useRovingGrid, type RovingCellProps } from '../night-grid/use-roving-grid';
import { cellLabel, guestPriceOf, restrictionBadges } from './rates-text';

export interface RateCellChoice {
  ratePlanId: string;
  night: string;
}

interface RatesGridProps {
  grid: RatesGridData;
  /** The visitor's today: earlier nights are shown muted. */
  today: string;
  onOpen: (choice: RateCellChoice) => void;
  onPlans: (roomId: string) => void;
}

const cellKey = (planId: string, night: string) => `${planId} ${night}`;

export function RatesGrid({ grid, today, onOpen, onPlans }: RatesGridProps) {
  const nights = nightsOfStay(grid.from, grid.until);
  // The grid's rows as the keys move through them: each room type's heading, then its plans.
  const rowOf = new Map<string, number>();
  let rows = 0;
  for (const room of grid.roomTypes) {
    rowOf.set(`room ${room.id}`, rows++);
    for (const plan of room.plans) rowOf.set(plan.id, rows++);
  }
  const headings = new Set(grid.roomTypes.map((room) => rowOf.get(`room ${room.id}`)));
  const { cellProps } = useRovingGrid({
    rows,
    columns: nights.length,
    spans: (row) => headings.has(row),
    // The first plan's first night, not a "Plans" button, is where Tab lands at first.
    firstRow: 1,
  });
  const byKey = new Map(grid.cells.map((cell) => [cellKey(cell.ratePlanId, cell.night), cell]));

  if (grid.roomTypes.length === 0) {
    return <p className="py-10 text-center text-slate-600">This hotel has no rooms yet.</p>;
  }

  return (
    // The scroll padding keeps a cell reached by the arrow keys clear of the sticky plan column.
    <div className="scroll-pl-32 overflow-x-auto rounded-xl ring-1 ring-slate-200 sm:scroll-pl-48">
      <table role="grid" className="border-separate border-spacing-0 text-sm">
        <caption className="sr-only">
          Rates and restrictions, {longDayOf(grid.from)} to the night before {longDayOf(grid.until)}
        </caption>
        <thead>
          <NightHeaderRow label="Rate plan" nights={nights} today={today} />
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
                  <button
                    type="button"
                    className={buttonClass('ghost', 'sm')}
                    aria-label={`Rate plans of ${room.name}`}
                    {...cellProps(rowOf.get(`room ${room.id}`)!, 0)}
                    onClick={() => onPlans(room.id)}
                  >
                    Plans
                  </button>
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
                            roving={cellProps(r, c)}
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
  roving: RovingCellProps;
  onOpen: () => void;
}

function RateCell({ cell, label, muted, roving, onOpen }: RateCellProps) {
  const badges = restrictionBadges(cell);
  const guestPrice = guestPriceOf(cell);
  return (
    <button
      type="button"
      {...roving}
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
      {guestPrice && (
        <span className="font-semibold whitespace-nowrap text-emerald-800">guest {guestPrice}</span>
      )}
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
