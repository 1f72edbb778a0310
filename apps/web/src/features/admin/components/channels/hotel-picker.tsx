/**
 * Which hotel's room types to show: a name search over the admin hotel list, its first page
 * as radio buttons (arrow keys move between them), so thousands of hotels stay one search
 * away instead of one long menu.
 */
import type { HotelWire } from '@staylane/domain';
import { useId, useState } from 'react';
import { inputClass } from '@/components/input-class';
import { useAdminHotels } from '../../api/get-admin-hotels';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { LoadError, Skeleton } from './skeleton';

interface HotelPickerProps {
  chosen: string | undefined;
  onChoose: (hotelId: string) => void;
}

export function HotelPicker({ chosen, onChoose }: HotelPickerProps) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, 300);
  const hotels = useAdminHotels({ q, field: 'name', page: 1 });
  const id = useId();
  const list = hotels.data?.data ?? [];
  const total = hotels.data?.meta.total ?? 0;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5 sm:max-w-md">
        <label htmlFor={`${id}-q`} className="text-sm font-semibold text-slate-700">
          Find a hotel by name
        </label>
        <input
          id={`${id}-q`}
          type="search"
          autoComplete="off"
          className={inputClass}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <fieldset aria-busy={hotels.isFetching || undefined} className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-700">Hotel</legend>
        {hotels.isPending && <Skeleton label="Loading hotels" />}
        {hotels.isError && <LoadError error={hotels.error} />}
        {hotels.isSuccess && list.length === 0 && (
          <p className="text-sm text-slate-600">No hotel matches “{q}”.</p>
        )}
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((hotel) => (
            <HotelChoice
              key={hotel.id}
              group={`${id}-hotel`}
              hotel={hotel}
              checked={hotel.id === chosen}
              onChoose={() => onChoose(hotel.id)}
            />
          ))}
        </div>
        {hotels.isSuccess && total > list.length && (
          <p className="text-sm text-slate-600" aria-live="polite">
            Showing {list.length} of {total} hotels: type a name to narrow the list.
          </p>
        )}
      </fieldset>
    </div>
  );
}

interface HotelChoiceProps {
  group: string;
  hotel: HotelWire;
  checked: boolean;
  onChoose: () => void;
}

/** One hotel as a radio card; the whole card takes the click, the name is the label. */
function HotelChoice({ group, hotel, checked, onChoose }: HotelChoiceProps) {
  const id = useId();
  return (
    <div className="relative flex items-start gap-3 rounded-lg bg-white p-3 ring-1 ring-slate-200 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-700">
      <input
        id={id}
        type="radio"
        name={group}
        value={hotel.id}
        checked={checked}
        onChange={onChoose}
        aria-describedby={`${id}-place`}
        className="relative z-10 mt-1 size-4 shrink-0 accent-brand-700"
      />
      <div className="min-w-0">
        <label
          htmlFor={id}
          className="block cursor-pointer font-semibold break-words text-ink after:absolute after:inset-0"
        >
          {hotel.HotelName}
        </label>
        <p id={`${id}-place`} className="text-sm text-slate-600">
          {hotel.loc_City}, {hotel.loc_Country}
        </p>
      </div>
    </div>
  );
}
