/** A labelled checkbox with an optional hint, the size of a fingertip with its label. */
import { useId, type InputHTMLAttributes } from 'react';

interface CheckFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  hint?: string;
}

export function CheckField({ label, hint, id, className = '', ...props }: CheckFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={`flex items-start gap-2.5 ${className}`}>
      <input
        id={inputId}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
        aria-describedby={hint ? `${inputId}-hint` : undefined}
        {...props}
      />
      <div>
        <label htmlFor={inputId} className="text-sm font-semibold text-slate-700">
          {label}
        </label>
        {hint && (
          <p id={`${inputId}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
