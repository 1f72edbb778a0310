import { useId, type SelectHTMLAttributes } from 'react';
import { inputClass } from '@/components/input-class';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice such as 'Choose a tag'. */
  placeholder?: string;
  error?: string;
  ref?: React.Ref<HTMLSelectElement>;
}

/**
 * A labelled native select: the platform's own picker is the most dependable one on phones
 * and with screen readers.
 */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  id,
  className = '',
  ref,
  ...props
}: SelectFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={fieldId} className="text-sm font-semibold text-slate-700">
        {label}
      </label>
      <select
        id={fieldId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        className={inputClass}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${fieldId}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
