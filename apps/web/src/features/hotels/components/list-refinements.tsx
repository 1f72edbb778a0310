/**
 * The list's sort and filters beyond the spec's buttons (decision 047): sort by price, rating or
 * popularity, a price range per night in whole dollars, stars and review score. Each lives in
 * the address (search-params.ts), so the server renders the first view with them and Back
 * returns to them. Native controls: labelled, keyboard-usable, and one column at 360 px,
 * where they fold behind one button so the first hotel still starts on the first screen.
 */
import type { HotelSort } from '@staylane/domain';
import { useId, useState, type FormEvent } from 'react';
import { inputClass } from '@/components/input-class';
import type { ListRefinements } from '../utils/search-params';

const SORTS: { value: HotelSort | ''; label: string }[] = [
  { value: '', label: 'Recommended' },
  { value: 'price', label: 'Price (lowest first)' },
  { value: 'rating', label: 'Rating (highest first)' },
  { value: 'popularity', label: 'Popularity' },
];
const STARS = [1, 2, 3, 4, 5];
const SCORES = [3, 3.5, 4, 4.5];

const label = 'mb-1 block text-sm font-semibold text-slate-700';

interface ListRefinementsProps {
  value: ListRefinements;
  /** With dates the price is the stay's average per night, else a night's price. */
  dated: boolean;
  onChange: (next: ListRefinements) => void;
}

/** A whole number of dollars typed in a price box, undefined when empty or not one. */
function dollars(text: FormDataEntryValue | null): number | undefined {
  const trimmed = String(text ?? '').trim();
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : undefined;
}

export function ListRefinementControls({ value, dated, onChange }: ListRefinementsProps) {
  const id = useId();
  // Phones only: from 640 px the controls are always shown.
  const [open, setOpen] = useState(false);
  const change = (patch: Partial<ListRefinements>) => onChange({ ...value, ...patch });
  const optionalNumber = (text: string) => (text === '' ? undefined : Number(text));

  function applyPrices(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    let minPrice = dollars(form.get('minPrice'));
    let maxPrice = dollars(form.get('maxPrice'));
    // A range typed the wrong way round is meant the right way round.
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      [minPrice, maxPrice] = [maxPrice, minPrice];
    }
    change({ minPrice, maxPrice });
  }

  const given = Object.values(value).filter((entry) => entry !== undefined).length;
  const refined = given > 0;
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((shown) => !shown)}
        className="h-11 w-full rounded-lg bg-white px-4 text-sm font-semibold text-brand-800 ring-1 ring-slate-300 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 sm:hidden"
      >
        {given > 0 ? `Sort and filter (${given})` : 'Sort and filter'}
      </button>
      <section
        id={`${id}-panel`}
        aria-label="Sort and filter hotels"
        className={`${open ? 'mt-3 grid' : 'hidden'} grid-cols-1 gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:mt-0 sm:grid sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,2fr)_auto] lg:items-end`}
      >
        <div>
          <label htmlFor={`${id}-sort`} className={label}>
            Sort by
          </label>
          <select
            id={`${id}-sort`}
            className={inputClass}
            value={value.sort ?? ''}
            onChange={(event) =>
              change({ sort: (event.target.value || undefined) as HotelSort | undefined })
            }
          >
            {SORTS.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-stars`} className={label}>
            Stars
          </label>
          <select
            id={`${id}-stars`}
            className={inputClass}
            value={value.stars ?? ''}
            onChange={(event) => change({ stars: optionalNumber(event.target.value) })}
          >
            <option value="">Any stars</option>
            {STARS.map((stars) => (
              <option key={stars} value={stars}>
                {stars === 5 ? '5 stars' : `${stars}+ stars`}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-score`} className={label}>
            Review score
          </label>
          <select
            id={`${id}-score`}
            className={inputClass}
            value={value.minScore ?? ''}
            onChange={(event) => change({ minScore: optionalNumber(event.target.value) })}
          >
            <option value="">Any score</option>
            {SCORES.map((score) => (
              <option key={score} value={score}>
                {`${score}+`}
              </option>
            ))}
          </select>
        </div>
        {/* Keyed by the address's range: Back shows the range it returns to. */}
        <form
          key={`${value.minPrice ?? ''}-${value.maxPrice ?? ''}`}
          onSubmit={applyPrices}
          aria-label="Price per night"
          className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-1"
        >
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-min`} className={label}>
              {dated ? 'Min $ per night (stay average)' : 'Min $ per night'}
            </label>
            <input
              id={`${id}-min`}
              name="minPrice"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              className={inputClass}
              defaultValue={value.minPrice ?? ''}
            />
          </div>
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-max`} className={label}>
              Max $ per night
            </label>
            <input
              id={`${id}-max`}
              name="maxPrice"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              className={inputClass}
              defaultValue={value.maxPrice ?? ''}
            />
          </div>
          <button
            type="submit"
            className="h-11 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
          >
            Apply price
          </button>
        </form>
        {refined && (
          <button
            type="button"
            onClick={() => onChange({})}
            className="h-11 rounded-lg px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
          >
            Clear filters
          </button>
        )}
      </section>
    </div>
  );
}
