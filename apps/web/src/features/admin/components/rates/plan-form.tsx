/**
 * Adding or changing a rate plan (decision 045): name, description, refundable, breakfast,
 * how it is priced (its own prices, or Standard's ± a percent or an amount), length-of-stay
 * discounts and whether it is on sale. The Standard plan keeps its name and prices itself.
 */
import { LENGTH_OF_STAY_DISCOUNTS_MAX, type RatePlanWire } from '@staylane/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { inputClass } from '@/components/input-class';
import { TextAreaField } from '../form/text-area-field';
import { CheckField } from './check-field';
import { planBody, type CheckedPlan, type PlanField, type PlanForm } from './plan-form-model';

interface PlanFormProps {
  initial: PlanForm;
  kind: RatePlanWire['kind'];
  /** The form's own name ("Add a plan", "Edit Breakfast deal"). */
  title: string;
  pending: boolean;
  /** The server's refusal of the last save. */
  problem?: { message: string; fields: Partial<Record<PlanField, string>> };
  onSave: (body: Extract<CheckedPlan, { ok: true }>['body']) => void;
  onCancel: () => void;
}

const PRICINGS: { value: PlanForm['pricing']; label: string }[] = [
  { value: 'percent', label: 'Standard’s price ± a percent' },
  { value: 'amount', label: 'Standard’s price ± an amount' },
  { value: 'base', label: 'The room’s own price' },
];

export function PlanFormView({
  initial,
  kind,
  title,
  pending,
  problem,
  onSave,
  onCancel,
}: PlanFormProps) {
  const id = useId();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<PlanField, string>>>({});
  const standard = kind === 'standard';
  const shown = { ...errors, ...problem?.fields };
  const change = (next: Partial<PlanForm>) => setForm((current) => ({ ...current, ...next }));
  const discounts = form.lengthOfStayDiscounts;
  const setDiscount = (index: number, next: Partial<PlanForm['lengthOfStayDiscounts'][number]>) =>
    change({
      lengthOfStayDiscounts: discounts.map((discount, at) =>
        at === index ? { ...discount, ...next } : discount,
      ),
    });

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = planBody(form, kind);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    onSave(checked.body);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <h3 id={`${id}-title`} className="font-display text-lg font-bold text-ink">
        {title}
      </h3>
      <FormField
        label="Name"
        value={form.name}
        disabled={standard}
        error={shown.name}
        onChange={(event) => change({ name: event.target.value })}
      />
      <TextAreaField
        label="Description"
        rows={2}
        value={form.description}
        error={shown.description}
        onChange={(event) => change({ description: event.target.value })}
      />
      <div className="grid gap-2.5 sm:grid-cols-3">
        <CheckField
          label="Refundable"
          hint="Cancelled under the hotel’s policy."
          checked={form.refundable}
          onChange={(event) => change({ refundable: event.target.checked })}
        />
        <CheckField
          label="Breakfast included"
          checked={form.breakfastIncluded}
          onChange={(event) => change({ breakfastIncluded: event.target.checked })}
        />
        <CheckField
          label="On sale"
          hint="Guests can book it."
          checked={form.onSale}
          onChange={(event) => change({ onSale: event.target.checked })}
        />
      </div>
      {standard ? (
        <p className="text-sm text-slate-700">
          Priced at the room’s own price, and by the prices set in the grid.
        </p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-pricing`} className="text-sm font-semibold text-slate-700">
              Priced as
            </label>
            <select
              id={`${id}-pricing`}
              className={inputClass}
              value={form.pricing}
              onChange={(event) => change({ pricing: event.target.value as PlanForm['pricing'] })}
            >
              {PRICINGS.map((pricing) => (
                <option key={pricing.value} value={pricing.value}>
                  {pricing.label}
                </option>
              ))}
            </select>
            {shown.pricing && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {shown.pricing}
              </p>
            )}
          </div>
          {form.pricing !== 'base' && (
            <>
              <div className="flex flex-col gap-1.5">
                <label htmlFor={`${id}-direction`} className="text-sm font-semibold text-slate-700">
                  Than Standard
                </label>
                <select
                  id={`${id}-direction`}
                  className={inputClass}
                  value={form.direction}
                  onChange={(event) =>
                    change({ direction: event.target.value as PlanForm['direction'] })
                  }
                >
                  <option value="lower">Less</option>
                  <option value="raise">More</option>
                </select>
              </div>
              <FormField
                label={form.pricing === 'percent' ? 'By percent (%)' : 'By amount ($ per night)'}
                inputMode="decimal"
                value={form.adjustment}
                error={shown.adjustment}
                onChange={(event) => change({ adjustment: event.target.value })}
              />
            </>
          )}
        </div>
      )}
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-700">
          Length-of-stay discounts
        </legend>
        {discounts.length === 0 && (
          <p className="text-sm text-slate-600">None: every stay pays its nights.</p>
        )}
        {discounts.map((discount, index) => (
          <div key={index} className="flex flex-wrap items-end gap-3">
            <FormField
              label={`Discount ${index + 1}: from nights`}
              inputMode="numeric"
              className="w-40"
              value={discount.minNights}
              onChange={(event) => setDiscount(index, { minNights: event.target.value })}
            />
            <FormField
              label={`Discount ${index + 1}: percent off`}
              inputMode="numeric"
              className="w-40"
              value={discount.percent}
              onChange={(event) => setDiscount(index, { percent: event.target.value })}
            />
            <Button
              variant="ghost"
              size="sm"
              className="mb-1"
              onClick={() =>
                change({ lengthOfStayDiscounts: discounts.filter((_, at) => at !== index) })
              }
            >
              Remove discount {index + 1}
            </Button>
          </div>
        ))}
        {shown.lengthOfStayDiscounts && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {shown.lengthOfStayDiscounts}
          </p>
        )}
        {discounts.length < LENGTH_OF_STAY_DISCOUNTS_MAX && (
          <div>
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                change({ lengthOfStayDiscounts: [...discounts, { minNights: '7', percent: '10' }] })
              }
            >
              Add a discount
            </Button>
          </div>
        )}
      </fieldset>
      {(shown.form || problem) && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {problem?.message ?? shown.form}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save plan'}
        </Button>
      </div>
    </form>
  );
}
