import { DateInput } from '@/components/date-input';

/**
 * One end of a day range in a list's filters (reservations, audit log): its label is read by
 * screen readers only, the heading above the pair says what the range is. Typed dates stay in
 * the field until whole (DateInput); clearing the field clears its filter.
 */
export function DayFilterField({
  id,
  label,
  value,
  min,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min?: string | undefined;
  onChange: (day: string) => void;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <DateInput
        id={id}
        value={value}
        min={min}
        tooEarlyMessage="The second date cannot be before the first"
        clearable
        onChange={onChange}
      />
    </div>
  );
}
