/**
 * How the back office's hotel switcher picks a hotel: a name search over the admin hotel list
 * and its first page as radio cards (arrow keys move between them), so thousands of hotels
 * stay one search away instead of one long menu.
 */
import type { HotelWire } from '@staylane/domain';
import { useId, useState } from 'react';
import { FormField } from '@/components/form-field';
import { useAdminHotels } from '../../api/get-admin-hotels';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { LoadError, Skeleton } from '../skeleton';
import { HotelChoice } from './hotel-choice';

interface AdminHotelPickerProps {
  /** The search box's label: each screen words it its own way. */
  searchLabel: string;
  chosen: string | null | undefined;
  onChoose: (hotelId: string) => void;
  /** A choice above the matches that stands for every hotel (chosen as ''). */
  allHotelsLabel?: string;
}

export function AdminHotelPicker(props: AdminHotelPickerProps) {
  const { chosen, onChoose } = props;
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, 300);
  const hotels = useAdminHotels({ q, field: 'name', page: 1 });
  const id = useId();
  const matches = hotels.data?.data ?? [];
  const total = hotels.data?.meta.total ?? 0;
  const chosenIsListed = matches.some((hotel) => hotel.id === chosen);
  // The chosen hotel stays in sight when a later search leaves it out.
  const [lastChosen, setLastChosen] = useState<HotelWire>();
  const pinned = !chosenIsListed && lastChosen?.id === chosen ? lastChosen : undefined;

  function choose(hotel: HotelWire) {
    setLastChosen(hotel);
    onChoose(hotel.id);
  }

  return (
    <div className="flex flex-col gap-3">
      <FormField
        className="sm:max-w-md"
        label={props.searchLabel}
        type="search"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <fieldset aria-busy={hotels.isFetching || undefined} className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-700">Hotel</legend>
        {hotels.isPending && <Skeleton label="Loading hotels" />}
        {hotels.isError && <LoadError error={hotels.error} />}
        {hotels.isSuccess && matches.length === 0 && (
          <p className="text-sm text-slate-600">No hotel matches “{q}”.</p>
        )}
        {/* On a phone the cards stack: a list of its own height keeps the screen's content near. */}
        <div className="grid max-h-64 gap-2 overflow-y-auto pr-1 sm:max-h-none sm:grid-cols-2 sm:overflow-visible sm:pr-0 lg:grid-cols-3">
          {props.allHotelsLabel !== undefined && (
            <HotelChoice
              group={`${id}-hotel`}
              name={props.allHotelsLabel}
              checked={chosen === ''}
              onChoose={() => onChoose('')}
            />
          )}
          {[...(pinned ? [pinned] : []), ...matches].map((hotel) => (
            <HotelChoice
              key={hotel.id}
              group={`${id}-hotel`}
              name={hotel.HotelName}
              place={`${hotel.loc_City}, ${hotel.loc_Country}`}
              checked={hotel.id === chosen}
              onChoose={() => choose(hotel)}
            />
          ))}
        </div>
        {hotels.isSuccess && total > matches.length && (
          <p className="text-sm text-slate-600" aria-live="polite">
            Showing {matches.length} of {total} hotels: type a name to narrow the list.
          </p>
        )}
      </fieldset>
    </div>
  );
}
