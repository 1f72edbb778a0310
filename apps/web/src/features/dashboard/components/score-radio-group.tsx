/** A score 1–5 as a group of radio buttons with its legend and its message under it. */
import type { UseFormRegisterReturn } from 'react-hook-form';

const SCORES = [1, 2, 3, 4, 5] as const;

interface ScoreRadioGroupProps {
  legend: string;
  registration: UseFormRegisterReturn;
  error?: string;
  /** Unique per form: names the radios and the message. */
  idBase: string;
}

export function ScoreRadioGroup({ legend, registration, error, idBase }: ScoreRadioGroupProps) {
  const errorId = `${idBase}-error`;
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className="flex flex-col gap-1.5"
    >
      <legend className="mb-1.5 text-sm font-semibold text-slate-700">{legend}</legend>
      <div className="flex gap-2">
        {SCORES.map((score) => (
          <label key={score} className="relative">
            <input
              type="radio"
              value={String(score)}
              className="peer sr-only"
              {...registration}
              aria-label={`${score} out of 5`}
            />
            <span
              aria-hidden="true"
              className="flex size-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white font-semibold text-ink peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500 hover:border-brand-600"
            >
              {score}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
