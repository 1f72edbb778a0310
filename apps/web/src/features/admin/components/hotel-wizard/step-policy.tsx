/**
 * The hotel's cancellation policy, in step 5 beside the rooms (decision 018): the spec's five
 * steps keep their titles and 'Step n / 5'. Free cancellation until N days before check-in,
 * the penalty after it, and the time zone whose calendar dates the deadline is counted in.
 */
import {
  hotelPolicySchema,
  type CancellationPenalty,
  type HotelPolicyFormInput,
} from '@staylane/domain';
import { useState } from 'react';
import { FormField } from '@/components/form-field';
import { SelectField } from '../form/select-field';

const PENALTY_OPTIONS: { value: CancellationPenalty; label: string }[] = [
  { value: 'FirstNight', label: 'The first night' },
  { value: 'WholeStay', label: 'The whole stay' },
  { value: 'None', label: 'None: free until check-in' },
];

/** Every zone the browser knows, with the current one kept even if it does not list it. */
function timeZoneOptions(current: string) {
  const zones = new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  if (current) zones.add(current);
  return [...zones].map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

type Field = keyof HotelPolicyFormInput;

interface StepPolicyProps {
  policy: HotelPolicyFormInput;
  onChange: (policy: HotelPolicyFormInput) => void;
  /** Show every message at once: the hotel was sent with an invalid policy. */
  showErrors: boolean;
}

export function StepPolicy({ policy, onChange, showErrors }: StepPolicyProps) {
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const result = hotelPolicySchema.safeParse(policy);
  const errorOf = (field: Field) =>
    showErrors || touched[field]
      ? result.error?.issues.find((issue) => issue.path[0] === field)?.message
      : undefined;
  const set = (field: Field, value: string) => onChange({ ...policy, [field]: value });
  const touch = (field: Field) => () => setTouched((current) => ({ ...current, [field]: true }));
  const [zones] = useState(() => timeZoneOptions(String(policy.timeZone ?? '')));

  return (
    <fieldset className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-5">
      <legend className="px-1 font-display text-base font-bold text-ink">
        Cancellation policy
      </legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          label="Free cancellation until (days before check-in)"
          inputMode="numeric"
          value={String(policy.freeCancellationDays ?? '')}
          error={errorOf('freeCancellationDays')}
          onChange={(event) => set('freeCancellationDays', event.target.value)}
          onBlur={touch('freeCancellationDays')}
        />
        <SelectField
          label="Penalty after that"
          options={PENALTY_OPTIONS}
          placeholder="Choose a penalty"
          value={String(policy.penalty ?? '')}
          error={errorOf('penalty')}
          onChange={(event) => set('penalty', event.target.value)}
          onBlur={touch('penalty')}
        />
        <SelectField
          label="Hotel's time zone"
          options={zones}
          placeholder="Choose a time zone"
          value={String(policy.timeZone ?? '')}
          error={errorOf('timeZone')}
          onChange={(event) => set('timeZone', event.target.value)}
          onBlur={touch('timeZone')}
        />
      </div>
      <p className="mt-3 text-xs text-slate-500">
        Days are the hotel's calendar days. A room marked Non-refundable refunds nothing whatever
        this policy says.
      </p>
    </fieldset>
  );
}
