/**
 * A labelled date field with its message, for forms that take a range of dates one field at a
 * time (the admin's bulk edit of rates and its block of units).
 */
import { DateInput } from './date-input';

interface DateFieldProps {
  id: string;
  label: string;
  value: string;
  /** The earliest date the field takes. */
  min?: string;
  /** The form's message about this field, under it. */
  error?: string | undefined;
  onChange: (value: string) => void;
}

export function DateField({ id, label, value, min, error, onChange }: DateFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {label}
      </label>
      <DateInput id={id} value={value} min={min} onChange={onChange} />
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
