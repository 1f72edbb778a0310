/**
 * The audit log's filters (decision 051): person (e-mail or user id), action, entity and its
 * id, hotel (the switcher's hotel by default) and days, and the CSV of what they find.
 */
import { useId } from 'react';
import { buttonClass } from '@/components/button';
import { inputClass } from '@/components/input-class';
import { DayFilterField } from '../form/day-filter-field';

export interface AuditFilterValues {
  person: string;
  action: string;
  entityType: string;
  entityId: string;
  hotelId: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilterValues = {
  person: '',
  action: '',
  entityType: '',
  entityId: '',
  hotelId: '',
  from: '',
  to: '',
};

/** The entities entries name, for the entity field's choices. */
export const AUDIT_ENTITY_TYPES = [
  'hotel',
  'room',
  'rate_plan',
  'rates',
  'block',
  'hold',
  'booking',
  'calendar_feed',
  'review',
  'user',
] as const;

interface AuditFiltersProps {
  values: AuditFilterValues;
  onChange: (change: Partial<AuditFilterValues>) => void;
  csvHref: string;
}

const label = 'text-sm font-semibold text-slate-700';
const field = 'flex min-w-0 flex-col gap-1.5';

export function AuditFilters({ values, onChange, csvHref }: AuditFiltersProps) {
  const id = useId();

  function text(name: keyof AuditFilterValues, labelText: string, placeholder: string) {
    return (
      <div className={field}>
        <label htmlFor={`${id}-${name}`} className={label}>
          {labelText}
        </label>
        <input
          id={`${id}-${name}`}
          type="search"
          className={inputClass}
          value={values[name]}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => onChange({ [name]: event.target.value })}
        />
      </div>
    );
  }

  function day(name: 'from' | 'to', labelText: string, min?: string) {
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
      aria-label="Search the audit log"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      {text('person', 'Person', 'E-mail or user id')}
      {text('action', 'Action', 'hotel.update, or hotel')}
      <div className={field}>
        <label htmlFor={`${id}-entityType`} className={label}>
          Entity
        </label>
        <select
          id={`${id}-entityType`}
          className={inputClass}
          value={values.entityType}
          onChange={(event) => onChange({ entityType: event.target.value })}
        >
          <option value="">Every entity</option>
          {AUDIT_ENTITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {type.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </div>
      {text('entityId', 'Entity id', 'Any id')}
      {text('hotelId', 'Hotel id', 'Every hotel')}
      <fieldset className="grid grid-cols-2 items-start gap-3 sm:col-span-2">
        <legend className={`${label} mb-1.5`}>Changed between</legend>
        {day('from', 'Changed from')}
        {day('to', 'Changed to', values.from)}
      </fieldset>
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-4">
        <a href={csvHref} download className={buttonClass('outline', 'md')}>
          Download CSV
        </a>
        <button
          type="button"
          className={buttonClass('ghost', 'md')}
          onClick={() => onChange(NO_AUDIT_FILTERS)}
        >
          Clear filters
        </button>
      </div>
    </form>
  );
}
