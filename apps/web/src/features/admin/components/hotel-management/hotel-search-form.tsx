/** The admin list's search box and its field filter (product §2: Name, Id, City, Country). */
import type { AdminSearchField } from '@staylane/domain';
import { useId } from 'react';
import { inputClass } from '@/components/input-class';

export const SEARCH_FIELDS: readonly { value: AdminSearchField; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'id', label: 'Id' },
  { value: 'city', label: 'City' },
  { value: 'country', label: 'Country' },
];

interface HotelSearchFormProps {
  text: string;
  field: AdminSearchField;
  onTextChange: (text: string) => void;
  onFieldChange: (field: AdminSearchField) => void;
}

export function HotelSearchForm({
  text,
  field,
  onTextChange,
  onFieldChange,
}: HotelSearchFormProps) {
  const id = useId();
  return (
    <form
      role="search"
      aria-label="Search hotels to manage"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-3 sm:grid-cols-[1fr_12rem]"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-q`} className="text-sm font-semibold text-slate-700">
          Search hotels
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={inputClass}
          value={text}
          placeholder="Type to search"
          autoComplete="off"
          onChange={(event) => onTextChange(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-field`} className="text-sm font-semibold text-slate-700">
          Filter by
        </label>
        <select
          id={`${id}-field`}
          className={inputClass}
          value={field}
          onChange={(event) => onFieldChange(event.target.value as AdminSearchField)}
        >
          {SEARCH_FIELDS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
