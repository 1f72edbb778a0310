/**
 * The search bar of the home and list pages. Date rules of spec §4: check-in no earlier than
 * today; changing check-in moves check-out to the next day; check-out at least check-in + 1.
 * On search the city and guests are normalised by the domain's rules.
 */
import {
  GUESTS_MAX,
  GUESTS_MIN,
  addDays,
  normaliseGuests,
  normaliseSearchCity,
} from '@staylane/domain';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { hotelListUrl, type SearchQuery } from '@/lib/paths';
import { Button } from './button';
import { inputClass } from './input-class';
import { localToday } from '@/lib/dates';

interface SearchBarProps {
  initial?: Partial<SearchQuery>;
  /** Called instead of navigating (tests, or a page that handles it itself). */
  onSearch?: (search: SearchQuery) => void;
  className?: string;
}

export function SearchBar({ initial = {}, onSearch, className = '' }: SearchBarProps) {
  const navigate = useNavigate();
  const id = useId();
  const today = localToday();
  const initialCheckIn =
    initial.checkInDate && initial.checkInDate >= today ? initial.checkInDate : today;
  const initialCheckOut =
    initial.checkOutDate && initial.checkOutDate > initialCheckIn
      ? initial.checkOutDate
      : addDays(initialCheckIn, 1);
  const [city, setCity] = useState(initial.city && initial.city !== 'All' ? initial.city : '');
  const [checkInDate, setCheckInDate] = useState(initialCheckIn);
  const [checkOutDate, setCheckOutDate] = useState(initialCheckOut);
  const [guests, setGuests] = useState(String(initial.guests ?? GUESTS_MIN));

  function changeCheckIn(value: string) {
    if (!value) return;
    const next = value < today ? today : value;
    setCheckInDate(next);
    setCheckOutDate(addDays(next, 1));
  }

  function changeCheckOut(value: string) {
    if (!value) return;
    const minimum = addDays(checkInDate, 1);
    setCheckOutDate(value < minimum ? minimum : value);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const search: SearchQuery = {
      city: normaliseSearchCity(city),
      checkInDate,
      checkOutDate,
      guests: normaliseGuests(guests),
    };
    if (onSearch) onSearch(search);
    else void navigate(hotelListUrl(search));
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
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-in`} className={label}>
          Check-in
        </label>
        <input
          id={`${id}-in`}
          type="date"
          className={inputClass}
          min={today}
          value={checkInDate}
          onChange={(event) => changeCheckIn(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-out`} className={label}>
          Check-out
        </label>
        <input
          id={`${id}-out`}
          type="date"
          className={inputClass}
          min={addDays(checkInDate, 1)}
          value={checkOutDate}
          onChange={(event) => changeCheckOut(event.target.value)}
        />
      </div>
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
