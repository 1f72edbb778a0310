/**
 * A date input that lets people type. Chromium's `<input type="date">` reports nothing ('')
 * while a segment is half typed and years such as 0002 while "2026" is being typed; a field
 * whose value React wrote back (a controlled input) lost what was typed under the visitor's
 * fingers, and an empty field lost its segments at every keystroke.
 *
 * So React never writes the field while the visitor is in it: the input is uncontrolled, and
 * a value from outside is written only while the visitor is elsewhere. A whole date no earlier
 * from `min` to `max` is handed on at once (typing, pasting, the picker, arrow keys); anything else
 * waits for the visitor to leave the field (or press Enter), which then puts the last good
 * date back and says why beside the field, rather than changing the date silently.
 *
 * A click on the blank part of the field (right of the date) starts typing at the first
 * segment: Chromium leaves the caret in whatever segment had it, where a typed date lands in
 * the wrong places (date-input-blank-click.ts tells where the blank part is).
 */
import { isIsoDate } from '@staylane/domain';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { isBlankOfDateField } from './date-input-blank-click';
import { inputClass } from './input-class';

interface DateInputProps {
  id: string;
  /** A whole date, or '' for none (only where `clearable`). */
  value: string;
  min?: string;
  /** The latest date the field takes; four-digit years when absent. */
  max?: string;
  /** Called with whole dates from `min` to `max`, and with '' for a cleared clearable field. */
  onChange: (value: string) => void;
  /** Said when a whole date before `min` is typed. */
  tooEarlyMessage?: string;
  /** Said when a whole date after `max` is typed. */
  tooLateMessage?: string;
  /** Whether emptying the field is a value of its own (a filter), handed on as ''. */
  clearable?: boolean;
  className?: string;
}

/** Said when the visitor leaves a date half typed. */
export const INCOMPLETE_DATE_MESSAGE = 'Enter a whole date: day, month and year';

// Four-digit years only: the year segment then stops at four digits.
const MAX_DATE = '9999-12-31';

export function DateInput({
  id,
  value,
  min = '',
  max = MAX_DATE,
  onChange,
  tooEarlyMessage = `Choose ${min} or later`,
  tooLateMessage = `Choose ${max} or earlier`,
  clearable = false,
  className = '',
}: DateInputProps) {
  const [problem, setProblem] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const focused = useRef(false);
  const refocusing = useRef(false);
  const pointerType = useRef('mouse');

  // A server-rendered field the visitor was already in when the app took the page over: no
  // focus event told us.
  useLayoutEffect(() => {
    if (document.activeElement === input.current) focused.current = true;
  }, []);
  // A new value from outside (check-in moved check-out, a new address, Clear filters) is
  // written, but not while the visitor types: the value handed on a moment ago may come back
  // (through the address) after the next key, and would overwrite the year being typed.
  // Not on the first render: a server-rendered field may hold what the visitor typed before
  // the app ran, which boot.js hands over once the app has taken the page.
  const written = useRef(value);
  useLayoutEffect(() => {
    const field = input.current;
    if (!field || value === written.current) return;
    written.current = value;
    if (!focused.current && field.value !== value) field.value = value;
  }, [value]);

  const usable = (date: string) => isIsoDate(date) && date >= min && date <= max;
  const cleared = (field: HTMLInputElement) =>
    clearable && field.value === '' && !field.validity.badInput;

  function change() {
    const field = input.current!;
    const next = field.value;
    if (usable(next) || cleared(field)) {
      setProblem(undefined);
      if (next !== value) onChange(next);
    }
  }

  /** Ends typing: keeps a good date, else puts the last good one back and says why. */
  function settle() {
    const field = input.current!;
    const next = field.value;
    if (usable(next) || cleared(field)) {
      if (next !== value) onChange(next);
      return true;
    }
    setProblem(
      !isIsoDate(next) ? INCOMPLETE_DATE_MESSAGE : next < min ? tooEarlyMessage : tooLateMessage,
    );
    field.value = value;
    return false;
  }

  function leave() {
    if (refocusing.current) return;
    focused.current = false;
    settle();
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter would submit the last good date while the field shows another: say why first.
    if (event.key === 'Enter' && !settle()) event.preventDefault();
  }

  function mouseDown(event: MouseEvent<HTMLInputElement>) {
    const field = input.current!;
    if (pointerType.current !== 'mouse' || event.button !== 0) return;
    if (!isBlankOfDateField(field, event.clientX)) return;
    // Focus given by script starts at the first segment (as Tab does); the field already
    // focused must lose it first, without that counting as leaving.
    event.preventDefault();
    refocusing.current = true;
    field.blur();
    refocusing.current = false;
    field.focus();
  }

  const problemId = `${id}-problem`;
  return (
    <>
      <input
        ref={input}
        id={id}
        type="date"
        // The calendar button inside the field takes focus too, without :focus on the field:
        // :focus-within gives it the field's ring (Chromium draws only a thin one of its own).
        className={`${inputClass} focus-within:border-brand-600 focus-within:outline-3 focus-within:outline-brand-600/30 ${className}`}
        min={min || undefined}
        max={max}
        defaultValue={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={change}
        onFocus={() => {
          focused.current = true;
        }}
        onBlur={leave}
        onKeyDown={keyDown}
        onPointerDown={(event) => {
          pointerType.current = event.pointerType;
        }}
        onMouseDown={mouseDown}
      />
      {problem && (
        <p id={problemId} role="alert" className="text-sm font-semibold text-red-700">
          {problem}
        </p>
      )}
    </>
  );
}
