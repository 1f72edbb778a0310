/**
 * The search bar of the home and list pages (the date rules live in StayDateFields). On
 * search the city and guests are normalised by the domain's rules.
 *
 * The stay is what the visitor (or the address) picked while it is still ahead; otherwise
 * today to tomorrow, worked out at each render: a page rendered by the server shows the
 * server's day at first and the visitor's right after (lib/today.ts).
 */
import {
  GUESTS_MAX,
  GUESTS_MIN,
  addDays,
  normaliseGuests,
  normaliseSearchCity,
  type HotelSearch,
} from '@staylane/domain';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { hotelListUrl } from '@/lib/paths';
import { Button } from './button';
import { inputClass } from './input-class';
import { StayDateFields, type Stay } from './stay-date-fields';
import { useToday } from '@/lib/today';
import { typedPlaceState } from '@/lib/typed-place';

interface SearchBarProps {
  initial?: Partial<HotelSearch>;
  /** Called instead of navigating (tests, or a page that handles it itself). */
  onSearch?: (search: HotelSearch) => void;
  /** Called once a search has navigated to its results (the list's folding search folds). */
  onSearched?: () => void;
  className?: string;
}

export function SearchBar({ initial = {}, onSearch, onSearched, className = '' }: SearchBarProps) {
  const navigate = useNavigate();
  const id = useId();
  const today = useToday();
  const [city, setCity] = useState(initial.city && initial.city !== 'All' ? initial.city : '');
  const [picked, setPicked] = useState<Partial<Stay>>({
    checkInDate: initial.checkInDate,
    checkOutDate: initial.checkOutDate,
  });
  const [guests, setGuests] = useState(String(initial.guests ?? GUESTS_MIN));
  const checkInDate =
    picked.checkInDate && picked.checkInDate >= today ? picked.checkInDate : today;
  const checkOutDate =
    picked.checkOutDate && picked.checkOutDate > checkInDate
      ? picked.checkOutDate
      : addDays(checkInDate, 1);

  function submit(event: FormEvent) {
    event.preventDefault();
    const search: HotelSearch = {
      city: normaliseSearchCity(city),
      checkInDate,
      checkOutDate,
      guests: normaliseGuests(guests),
    };
    if (onSearch) return onSearch(search);
    void navigate(hotelListUrl(search), { state: typedPlaceState(city) });
    onSearched?.();
  }

  const label = 'text-xs font-bold tracking-wider text-slate-500 uppercase';
  return (
    <form
      role="search"
      aria-label="Search hotels"
      onSubmit={submit}
      className={`grid gap-3 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-900/5 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_0.7fr_auto] lg:items-end ${className}`}
    >
      <div className="flex flex-col gap-1 sm:col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-city`} className={label}>
          City
        </label>
        <input
          id={`${id}-city`}
          className={inputClass}
          value={city}
          placeholder="Where are you going?"
          autoComplete="off"
          onChange={(event) => setCity(event.target.value)}
        />
      </div>
      <StayDateFields
        idPrefix={id}
        stay={{ checkInDate, checkOutDate }}
        labelClassName={label}
        onChange={setPicked}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-guests`} className={label}>
          Guests
        </label>
        <input
          id={`${id}-guests`}
          type="number"
          inputMode="numeric"
          className={inputClass}
          min={GUESTS_MIN}
          max={GUESTS_MAX}
          value={guests}
          onChange={(event) => setGuests(event.target.value)}
        />
      </div>
      <Button type="submit" variant="accent" size="lg" className="sm:col-span-2 lg:col-span-1">
        Search
      </Button>
    </form>
  );
}
