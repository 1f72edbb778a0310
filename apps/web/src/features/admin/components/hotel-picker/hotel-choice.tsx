import { useId } from 'react';

interface HotelChoiceProps {
  group: string;
  name: string;
  place?: string;
  checked: boolean;
  onChoose: () => void;
}

/** One hotel as a radio card; the whole card takes the click, the name is the label. */
export function HotelChoice({ group, name, place, checked, onChoose }: HotelChoiceProps) {
  const id = useId();
  return (
    <div className="relative flex items-start gap-3 rounded-lg bg-white p-3 ring-1 ring-slate-200 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-700">
      <input
        id={id}
        type="radio"
        name={group}
        checked={checked}
        onChange={onChoose}
        aria-describedby={place === undefined ? undefined : `${id}-place`}
        className="relative z-10 mt-1 size-4 shrink-0 accent-brand-700"
      />
      <div className="min-w-0">
        <label
          htmlFor={id}
          className="block cursor-pointer font-semibold break-words text-ink after:absolute after:inset-0"
        >
          {name}
        </label>
        {place !== undefined && (
          <p id={`${id}-place`} className="text-sm text-slate-600">
            {place}
          </p>
        )}
      </div>
    </div>
  );
}
