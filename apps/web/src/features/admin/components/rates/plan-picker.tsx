/**
 * The bulk edit's room types and plans as a checkbox tree: a room type's box chooses all its
 * plans (mixed when some are chosen), each plan's box one plan.
 */
import type { RatesGrid } from '@staylane/domain';
import { useEffect, useId, useRef } from 'react';

interface PlanPickerProps {
  roomTypes: RatesGrid['roomTypes'];
  chosen: string[];
  error?: string;
  onChange: (chosen: string[]) => void;
}

export function PlanPicker({ roomTypes, chosen, error, onChange }: PlanPickerProps) {
  const id = useId();
  const toggle = (ids: string[], on: boolean) =>
    onChange(
      on ? [...new Set([...chosen, ...ids])] : chosen.filter((planId) => !ids.includes(planId)),
    );
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-700">Room types and plans</legend>
      <ul className="grid gap-2">
        {roomTypes.map((room) => {
          const ids = room.plans.map((plan) => plan.id);
          const count = ids.filter((planId) => chosen.includes(planId)).length;
          return (
            <li key={room.id}>
              <Box
                label={room.name}
                checked={count === ids.length && count > 0}
                mixed={count > 0 && count < ids.length}
                bold
                onChange={(on) => toggle(ids, on)}
              />
              <ul className="mt-1 ml-7 grid gap-1">
                {room.plans.map((plan) => (
                  <li key={plan.id}>
                    <Box
                      label={plan.name}
                      // Same-named plans of two rooms ("Standard") must not sound alike.
                      ariaLabel={`${plan.name}, ${room.name}`}
                      checked={chosen.includes(plan.id)}
                      onChange={(on) => toggle([plan.id], on)}
                    />
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface BoxProps {
  label: string;
  ariaLabel?: string;
  checked: boolean;
  mixed?: boolean;
  bold?: boolean;
  onChange: (on: boolean) => void;
}

function Box({ label, ariaLabel, checked, mixed = false, bold = false, onChange }: BoxProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // "Mixed" has no attribute of its own: the DOM property is the only way to set it.
  useEffect(() => {
    if (input.current) input.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <div className="flex items-center gap-2.5">
      <input
        ref={input}
        id={id}
        type="checkbox"
        className="size-5 shrink-0 accent-brand-700"
        checked={checked}
        aria-label={ariaLabel}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className={`text-sm text-slate-800 ${bold ? 'font-semibold' : ''}`}>
        {label}
      </label>
    </div>
  );
}
