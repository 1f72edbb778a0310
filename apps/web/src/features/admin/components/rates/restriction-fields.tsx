/**
 * A night's restrictions (decision 045), named and explained once for both editors: the cell
 * editor holds one night's values (a number of nights, empty for none; a box per closure), the
 * bulk edit chooses for each whether to leave it as each night has it, set it or clear it.
 */
import { FormField } from '@/components/form-field';
import { SelectField } from '../form/select-field';
import { CheckField } from './check-field';
import type { BulkForm, CellForm, RuleMode } from './rate-edits';

const STAY_RULES = [
  { field: 'minStay', label: 'Minimum stay' },
  { field: 'maxStay', label: 'Maximum stay' },
] as const;

const CLOSURES = [
  {
    field: 'closedToArrival',
    label: 'Closed to arrival',
    hint: 'No stay may start on this night.',
  },
  {
    field: 'closedToDeparture',
    label: 'Closed to departure',
    hint: 'No stay may end on this day.',
  },
  { field: 'closed', label: 'Closed', hint: 'Not sold: no stay may include this night.' },
] as const;

type StayField = (typeof STAY_RULES)[number]['field'];
type ClosureField = (typeof CLOSURES)[number]['field'];
type Errors = Partial<Record<StayField | ClosureField, string>>;

type RestrictionFieldsProps =
  | {
      /** One night's values, as the cell editor holds them. */
      kind: 'night';
      form: Pick<CellForm, StayField | ClosureField>;
      errors: Errors;
      onChange: (change: Partial<CellForm>) => void;
    }
  | {
      /** Leave, set or clear each, as the bulk edit chooses. */
      kind: 'bulk';
      form: Pick<BulkForm, StayField | ClosureField>;
      errors: Errors;
      onChange: (change: Partial<BulkForm>) => void;
    };

export function RestrictionFields(props: RestrictionFieldsProps) {
  const { errors } = props;
  return (
    <>
      <div className={props.kind === 'night' ? 'grid grid-cols-2 gap-3' : 'grid gap-4'}>
        {STAY_RULES.map(({ field, label }) =>
          props.kind === 'night' ? (
            <FormField
              key={field}
              label={`${label} (nights)`}
              inputMode="numeric"
              value={props.form[field]}
              error={errors[field]}
              onChange={(event) => props.onChange({ [field]: event.target.value })}
            />
          ) : (
            <StayRule
              key={field}
              label={label}
              rule={props.form[field]}
              error={errors[field]}
              onChange={(rule) => props.onChange({ [field]: rule })}
            />
          ),
        )}
      </div>
      <fieldset className={props.kind === 'night' ? 'grid gap-2.5' : 'grid gap-3 sm:grid-cols-3'}>
        <legend className="mb-1 text-sm font-semibold text-slate-700">Restrictions</legend>
        {CLOSURES.map(({ field, label, hint }) =>
          props.kind === 'night' ? (
            <CheckField
              key={field}
              label={label}
              hint={hint}
              checked={props.form[field]}
              onChange={(event) => props.onChange({ [field]: event.target.checked })}
            />
          ) : (
            <ModeSelect
              key={field}
              label={label}
              mode={props.form[field]}
              choices={{ leave: 'Leave as is', set: 'Yes', clear: 'No' }}
              onChange={(mode) => props.onChange({ [field]: mode })}
            />
          ),
        )}
      </fieldset>
    </>
  );
}

interface StayRuleProps {
  label: string;
  rule: BulkForm['minStay'];
  error?: string;
  onChange: (rule: BulkForm['minStay']) => void;
}

function StayRule({ label, rule, error, onChange }: StayRuleProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <ModeSelect
        label={label}
        mode={rule.mode}
        choices={{
          leave: 'Leave as is',
          set: 'Set to',
          clear: `Clear (no ${label.toLowerCase()})`,
        }}
        onChange={(mode) => onChange({ ...rule, mode })}
      />
      {rule.mode === 'set' ? (
        <FormField
          label={`${label} (nights)`}
          inputMode="numeric"
          value={rule.value}
          error={error}
          onChange={(event) => onChange({ ...rule, value: event.target.value })}
        />
      ) : (
        error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )
      )}
    </div>
  );
}

interface ModeSelectProps {
  label: string;
  mode: RuleMode;
  choices: Record<RuleMode, string>;
  onChange: (mode: RuleMode) => void;
}

/** A labelled choice of leaving, setting or clearing, in the words of its restriction. */
function ModeSelect({ label, mode, choices, onChange }: ModeSelectProps) {
  return (
    <SelectField
      label={label}
      value={mode}
      options={(Object.keys(choices) as RuleMode[]).map((value) => ({
        value,
        label: choices[value],
      }))}
      onChange={(event) => onChange(event.target.value as RuleMode)}
    />
  );
}
