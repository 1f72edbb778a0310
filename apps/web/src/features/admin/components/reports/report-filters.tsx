/**
 * What the report covers: a hotel (or all of them) and a period, typed or chosen from presets.
 * With thousands of hotels a plain list cannot hold them all: a name search fills the list
 * with the first matches (the admin hotel search), and "All hotels" is always there.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { DateInput } from '@/components/date-input';
import { inputClass } from '@/components/input-class';
import { adminHotelsQueryOptions } from '../../api/get-admin-hotels';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { PRESETS, presetPeriod, type ShownPeriod } from './report-periods';

// Reports reach back to the first bookings; any earlier date is a typing slip.
const EARLIEST_DAY = '2000-01-01';

interface ReportFiltersProps {
  hotelId: string;
  onHotelChange: (hotelId: string) => void;
  period: ShownPeriod;
  onPeriodChange: (period: ShownPeriod) => void;
  today: string;
  /** Why the period gives no report, shown under the dates. */
  problem: string | undefined;
}

export function ReportFilters(props: ReportFiltersProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, 300);
  const hotels = useQuery(adminHotelsQueryOptions({ q: term, field: 'name', page: 1 }));
  const choices = hotels.data?.data ?? [];
  const chosenMissing = props.hotelId !== '' && !choices.some((h) => h.id === props.hotelId);

  return (
    <div className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1">
          <label htmlFor={`${id}-search`} className="text-sm font-semibold text-ink">
            Find a hotel by name
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className={inputClass}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-hotel`} className="text-sm font-semibold text-ink">
            Hotel
          </label>
          <select
            id={`${id}-hotel`}
            className={inputClass}
            value={props.hotelId}
            onChange={(event) => props.onHotelChange(event.target.value)}
          >
            <option value="">All hotels</option>
            {chosenMissing && <option value={props.hotelId}>Hotel {props.hotelId}</option>}
            {choices.map((hotel) => (
              <option key={hotel.id} value={hotel.id}>
                {hotel.HotelName} ({hotel.loc_City})
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1">
          <label htmlFor={`${id}-first`} className="text-sm font-semibold text-ink">
            First day
          </label>
          <DateInput
            id={`${id}-first`}
            value={props.period.first}
            min={EARLIEST_DAY}
            onChange={(first) => props.onPeriodChange({ ...props.period, first })}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-last`} className="text-sm font-semibold text-ink">
            Last day
          </label>
          <DateInput
            id={`${id}-last`}
            value={props.period.last}
            min={EARLIEST_DAY}
            onChange={(last) => props.onPeriodChange({ ...props.period, last })}
          />
        </div>
      </div>
      {props.problem && (
        <p role="alert" className="text-sm text-red-700">
          {props.problem}
        </p>
      )}
      <div role="group" aria-label="Periods" className="flex flex-wrap gap-2">
        {PRESETS.map((preset) => (
          <Button
            key={preset}
            variant="outline"
            size="sm"
            onClick={() => props.onPeriodChange(presetPeriod(preset, props.today))}
          >
            {preset}
          </Button>
        ))}
      </div>
    </div>
  );
}
