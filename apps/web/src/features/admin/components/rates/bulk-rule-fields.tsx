/**
 * The bulk edit's changes: the price (set, raise or lower by an amount or a percent, back to
 * the plan's default, or left) and each restriction (set, cleared or left as each night has
 * it, in the fields the cell editor shares).
 */
import { useId } from 'react';
import { FormField } from '@/components/form-field';
import { inputClass } from '@/components/input-class';
import type { BulkField, BulkForm } from './rate-edits';
import { RestrictionFields } from './restriction-fields';

type PriceChoice = `${BulkForm['priceMode']}` | 'amount-lower' | 'percent-lower';

const PRICE_CHOICES: { value: PriceChoice; label: string }[] = [
  { value: 'leave', label: 'Leave as is' },
  { value: 'set', label: 'Set to an amount' },
  { value: 'amount', label: 'Raise by an amount' },
  { value: 'amount-lower', label: 'Lower by an amount' },
  { value: 'percent', label: 'Raise by a percent' },
  { value: 'percent-lower', label: 'Lower by a percent' },
  { value: 'clear', label: 'Back to the plan’s default' },
];

const priceChoiceOf = (form: BulkForm): PriceChoice =>
  (form.priceMode === 'amount' || form.priceMode === 'percent') && form.direction === 'lower'
    ? `${form.priceMode}-lower`
    : form.priceMode;

interface BulkRuleFieldsProps {
  form: BulkForm;
  errors: Partial<Record<BulkField | 'form', string>>;
  onChange: (change: Partial<BulkForm>) => void;
}

export function BulkRuleFields({ form, errors, onChange }: BulkRuleFieldsProps) {
  const id = useId();
  const withValue = form.priceMode !== 'leave' && form.priceMode !== 'clear';
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-price`} className="text-sm font-semibold text-slate-700">
            Price
          </label>
          <select
            id={`${id}-price`}
            className={inputClass}
            value={priceChoiceOf(form)}
            onChange={(event) => {
              const [mode, lower] = event.target.value.split('-') as [
                BulkForm['priceMode'],
                string?,
              ];
              onChange({ priceMode: mode, direction: lower ? 'lower' : 'raise' });
            }}
          >
            {PRICE_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        {withValue && (
          <FormField
            label={form.priceMode === 'percent' ? 'Percent (%)' : 'Amount ($)'}
            inputMode="decimal"
            value={form.priceValue}
            error={errors.price}
            onChange={(event) => onChange({ priceValue: event.target.value })}
          />
        )}
      </div>
      {!withValue && errors.price && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.price}
        </p>
      )}
      <RestrictionFields kind="bulk" form={form} errors={errors} onChange={onChange} />
    </div>
  );
}
