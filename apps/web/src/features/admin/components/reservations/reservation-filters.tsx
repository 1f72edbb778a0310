/**
 * The search box and filters above the reservations (decision 023): text (guest, e-mail, hotel
 * or booking id), status, hotel, stay dates and creation dates, and the CSV export of what
 * they find.
 */
import { BOOKING_STATUSES } from '@staylane/domain';
import { useId, useState } from 'react';
import { buttonClass } from '@/components/button';
import { inputClass } from '@/components/input-class';
import { useAdminHotels } from '../../api/get-admin-hotels';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { STATUS_LABELS } from './reservation-statuses';
import { DayFilterField } from '../form/day-filter-field';

export interface ReservationFilterValues {
  q: string;
  status: string;
  hotelId: string;
  stayFrom: string;
  stayTo: string;
  createdFrom: string;
  createdTo: string;
}

export const NO_FILTERS: ReservationFilterValues = {
  q: '',
  status: '',
  hotelId: '',
  stayFrom: '',
  stayTo: '',
  createdFrom: '',
  createdTo: '',
};

interface ReservationFiltersProps {
  values: ReservationFilterValues;
  onChange: (change: Partial<ReservationFilterValues>) => void;
  csvHref: string;
}

type DayFilter = 'stayFrom' | 'stayTo' | 'createdFrom' | 'createdTo';

const label = 'text-sm font-semibold text-slate-700';
const field = 'flex min-w-0 flex-col gap-1.5';

/** "Harbor Inn (#12)": the hotel field's options carry the id the filter needs. */
const HOTEL_CHOICE = /\(#(\d+)\)$/;

export function ReservationFilters({ values, onChange, csvHref }: ReservationFiltersProps) {
  const id = useId();
  const [hotelText, setHotelText] = useState('');
  const hotelQuery = useDebouncedValue(hotelText.replace(HOTEL_CHOICE, '').trim(), 300);
  const hotels = useAdminHotels({ q: hotelQuery, field: 'name', page: 1 });

  function day(name: DayFilter, labelText: string, min?: string) {
    return (
      <DayFilterField
        id={`${id}-${name}`}
        label={labelText}
        value={values[name]}
        min={min}
        onChange={(next) => onChange({ [name]: next })}
      />
    );
  }

  return (
    <form
      role="search"
      aria-label="Search reservations"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className={`${field} sm:col-span-2`}>
        <label htmlFor={`${id}-q`} className={label}>
          Search reservations
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={inputClass}
          value={values.q}
          placeholder="Guest, e-mail, hotel or booking id"
          autoComplete="off"
          onChange={(event) => onChange({ q: event.target.value })}
        />
      </div>
      <div className={field}>
        <label htmlFor={`${id}-status`} className={label}>
          Status
        </label>
        <select
          id={`${id}-status`}
          className={inputClass}
          value={values.status}
          onChange={(event) => onChange({ status: event.target.value })}
        >
          <option value="">Every status</option>
          {BOOKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className={field}>
        <label htmlFor={`${id}-hotel`} className={label}>
          Hotel
        </label>
        <input
          id={`${id}-hotel`}
          type="search"
          list={`${id}-hotels`}
          className={inputClass}
          value={hotelText}
          placeholder="Every hotel"
          autoComplete="off"
          onChange={(event) => {
            setHotelText(event.target.value);
            const chosen = HOTEL_CHOICE.exec(event.target.value)?.[1] ?? '';
            if (chosen !== values.hotelId) onChange({ hotelId: chosen });
          }}
        />
        <datalist id={`${id}-hotels`}>
          {(hotels.data?.data ?? []).map((hotel) => (
            <option key={hotel.id} value={`${hotel.HotelName} (#${hotel.id})`} />
          ))}
        </datalist>
      </div>
      <fieldset className="grid grid-cols-2 items-start gap-3 sm:col-span-2">
        <legend className={`${label} mb-1.5`}>Stay between</legend>
        {day('stayFrom', 'Stay from')}
        {day('stayTo', 'Stay to', values.stayFrom)}
      </fieldset>
      <fieldset className="grid grid-cols-2 items-start gap-3 sm:col-span-2">
        <legend className={`${label} mb-1.5`}>Booked between</legend>
        {day('createdFrom', 'Booked from')}
        {day('createdTo', 'Booked to', values.createdFrom)}
      </fieldset>
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-4">
        <a href={csvHref} download className={buttonClass('outline', 'md')}>
          Export CSV
        </a>
        <button
          type="button"
          className={buttonClass('ghost', 'md')}
          onClick={() => {
            setHotelText('');
            onChange(NO_FILTERS);
          }}
        >
          Clear filters
        </button>
      </div>
    </form>
  );
}
