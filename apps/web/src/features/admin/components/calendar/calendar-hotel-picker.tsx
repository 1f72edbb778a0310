/**
 * Which hotel the calendar shows: a search box over the admin hotel list and a list of the
 * matches. The calendar follows the list's choice; a search that leaves the chosen hotel out
 * chooses the first match, so a typed name is enough, and one that matches none chooses none.
 */
import { useEffect, useId, useState } from 'react';
import { inputClass } from '@/components/input-class';
import { useAdminHotels } from '../../api/get-admin-hotels';
import { useDebouncedValue } from '../../hooks/use-debounced-value';

interface CalendarHotelPickerProps {
  /** undefined while the first list loads, null when no hotel matches the search. */
  hotelId: string | null | undefined;
  onChange: (hotelId: string | null) => void;
}

export function CalendarHotelPicker({ hotelId, onChange }: CalendarHotelPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, 300);
  const hotels = useAdminHotels({ q, field: 'name', page: 1 });
  const matches = hotels.data?.data ?? [];
  const firstMatch = matches[0]?.id;
  const chosenIsListed = matches.some((hotel) => hotel.id === hotelId);

  const settled = hotels.isSuccess && !hotels.isPlaceholderData;
  useEffect(() => {
    if (!settled || chosenIsListed) return;
    onChange(firstMatch ?? null);
  }, [settled, chosenIsListed, firstMatch, onChange]);

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-q`} className="text-sm font-semibold text-slate-700">
          Find a hotel
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={inputClass}
          value={text}
          placeholder="Hotel name"
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-hotel`} className="text-sm font-semibold text-slate-700">
          Hotel
        </label>
        <select
          id={`${id}-hotel`}
          className={inputClass}
          value={chosenIsListed ? hotelId! : ''}
          disabled={matches.length === 0}
          onChange={(event) => onChange(event.target.value)}
        >
          {matches.length === 0 && (
            <option value="">{hotels.isSuccess ? 'No hotel matches' : 'Loading hotels…'}</option>
          )}
          {matches.map((hotel) => (
            <option key={hotel.id} value={hotel.id}>
              {hotel.HotelName} · {hotel.loc_City}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
