import { useId, type TextareaHTMLAttributes } from 'react';
import { inputClass } from '@/components/input-class';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: string;
  ref?: React.Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with its message tied to it, like FormField. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className = '',
  ref,
  ...props
}: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const described = [hint && `${fieldId}-hint`, error && `${fieldId}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={fieldId} className="text-sm font-semibold text-slate-700">
        {label}
      </label>
      <textarea
        id={fieldId}
        ref={ref}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`${inputClass} h-auto min-h-24 py-2`}
        {...props}
      />
      {hint && (
        <p id={`${fieldId}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
