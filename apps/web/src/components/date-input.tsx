/**
 * A date input that lets people type (issue 14). Chromium's `<input type="date">` reports
 * nothing ('') while a segment is half typed and years such as 0002 while "2026" is being
 * typed; a controlled input that refused those (or moved them to the minimum) wrote the old
 * value back under the visitor's fingers, so typed dates never arrived.
 *
 * So the input keeps what is being typed as its own draft. A draft that is a real date no
 * earlier than `min` is handed on at once (typing, pasting, the picker, arrow keys); anything
 * else waits for the visitor to leave the field, which then moves a date before `min` up to
 * `min` and puts an unfinished date back to the last good one.
 */
import { isIsoDate } from '@staylane/domain';
import { useLayoutEffect, useRef, useState } from 'react';
import { inputClass } from './input-class';

interface DateInputProps {
  id: string;
  value: string;
  min: string;
  /** Called with whole dates no earlier than `min` only. */
  onChange: (value: string) => void;
}

// Four-digit years only: the year segment then stops at four digits.
const MAX_DATE = '9999-12-31';

export function DateInput({ id, value, min, onChange }: DateInputProps) {
  const [draft, setDraft] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const [focused, setFocused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // A server-rendered field the visitor was already in when the app took the page over: no
  // focus event told us, and a value moved from outside (check-in moving check-out) would
  // overwrite the date under their fingers.
  useLayoutEffect(() => {
    if (document.activeElement === input.current) setFocused(true);
  }, []);
  // A new value from outside (check-in moved check-out, a new address) replaces the draft,
  // but not while the visitor types: the value handed on a moment ago may come back (through
  // the address) after the next key, and would overwrite the year being typed.
  if (value !== shownValue) {
    setShownValue(value);
    if (!focused) setDraft(value);
  }

  const usable = (date: string) => isIsoDate(date) && date >= min;

  function change(next: string) {
    setDraft(next);
    if (usable(next) && next !== value) onChange(next);
  }

  function settle() {
    setFocused(false);
    const next = !isIsoDate(draft) ? value : draft < min ? min : draft;
    setDraft(next);
    if (next !== value) onChange(next);
  }

  return (
    <input
      ref={input}
      id={id}
      type="date"
      // The calendar button inside the field takes focus too, without :focus on the field:
      // :focus-within gives it the field's ring (Chromium draws only a thin one of its own).
      className={`${inputClass} focus-within:border-brand-600 focus-within:outline-3 focus-within:outline-brand-600/30`}
      min={min}
      max={MAX_DATE}
      value={draft}
      onChange={(event) => change(event.target.value)}
      onFocus={() => setFocused(true)}
      onBlur={settle}
    />
  );
}
