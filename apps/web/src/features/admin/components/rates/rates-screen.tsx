/**
 * 'Rates' (decision 045): the chosen hotel's room types and plans against two to five weeks
 * of nights, each cell a night's price and restrictions. A cell opens its editor, "Bulk edit"
 * changes many nights at once, and a room type's "Plans" opens its rate plans.
 */
import { useState } from 'react';
import { Button } from '@/components/button';
import { localToday } from '@/lib/dates';
import { useRatesGrid } from '../../api/get-rates-grid';
import { CalendarSkeleton } from '../calendar/calendar-skeleton';
import { BulkEditDialog } from './bulk-edit-dialog';
import { CellEditor } from './cell-editor';
import { PlansDialog } from './plans-dialog';
import { RatesGrid, type RateCellChoice } from './rates-grid';
import { RatesLegend } from './rates-legend';
import { RatesRangeControls } from './rates-range-controls';
import { serverProblem } from './server-problem';

export function RatesScreen({ hotelId }: { hotelId: string }) {
  const today = localToday();
  const [from, setFrom] = useState(today);
  const [days, setDays] = useState(14);
  const [openCell, setOpenCell] = useState<RateCellChoice>();
  const [bulkOpen, setBulkOpen] = useState(false);
  const [plansOf, setPlansOf] = useState<string>();
  const rates = useRatesGrid({ hotelId, from, days });
  const grid = rates.data?.data;

  // The open cell is read from the latest answer, so a saved change shows at once.
  const cellRoom =
    openCell &&
    grid?.roomTypes.find((room) => room.plans.some((plan) => plan.id === openCell.ratePlanId));
  const cellPlan = cellRoom?.plans.find((plan) => plan.id === openCell?.ratePlanId);
  const cell = grid?.cells.find(
    (entry) => entry.ratePlanId === openCell?.ratePlanId && entry.night === openCell?.night,
  );
  const plansRoom = grid?.roomTypes.find((room) => room.id === plansOf);

  return (
    <div className="flex flex-col gap-5">
      <RatesRangeControls from={from} days={days} onFromChange={setFrom} onDaysChange={setDays} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <RatesLegend />
        <Button disabled={!grid} onClick={() => setBulkOpen(true)}>
          Bulk edit
        </Button>
      </div>
      <div aria-busy={rates.isFetching} className="relative">
        {rates.isError && (
          <p role="alert" className="text-red-700">
            {serverProblem(rates.error).message}
          </p>
        )}
        {grid ? (
          <RatesGrid grid={grid} today={today} onOpen={setOpenCell} onPlans={setPlansOf} />
        ) : (
          !rates.isError && <CalendarSkeleton nights={days} />
        )}
      </div>
      {grid && cellRoom && cellPlan && cell && (
        <CellEditor
          key={`${cell.ratePlanId} ${cell.night}`}
          hotelId={hotelId}
          roomName={cellRoom.name}
          planName={cellPlan.name}
          cell={cell}
          onClose={() => setOpenCell(undefined)}
        />
      )}
      {grid && bulkOpen && (
        <BulkEditDialog hotelId={hotelId} grid={grid} onClose={() => setBulkOpen(false)} />
      )}
      {plansRoom && <PlansDialog room={plansRoom} onClose={() => setPlansOf(undefined)} />}
    </div>
  );
}
