/**
 * The search bar of the home and list pages (the date rules live in StayDateFields). On
 * search the city and guests are normalised by the domain's rules.
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
import { StayDateFields } from './stay-date-fields';
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
      <StayDateFields
        idPrefix={id}
        stay={{ checkInDate, checkOutDate }}
        labelClassName={label}
        onChange={(stay) => {
          setCheckInDate(stay.checkInDate);
          setCheckOutDate(stay.checkOutDate);
        }}
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
