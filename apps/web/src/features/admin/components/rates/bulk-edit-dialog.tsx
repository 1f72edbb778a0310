/**
 * "Bulk edit" (decision 045): a date range, its weekdays, the room types and plans, and what
 * changes. While the form is filled, a dry run counts the nights it would change ("This
 * changes 8 nights"); Save applies it in one transaction and the grid reloads. A refusal is
 * shown with the server's words.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { addDays, type RatesGrid } from '@staylane/domain';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { DateField } from '@/components/date-field';
import { useReturnFocus } from '@/components/return-focus';
import { notify } from '@/lib/notify';
import { useBulkEditPreview, useBulkEditRates } from '../../api/bulk-edit-rates';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { DialogTitleBar } from '../back-office/dialog-title-bar';
import { BulkRuleFields } from './bulk-rule-fields';
import { DialogFormFooter } from './dialog-form-footer';
import { PlanPicker } from './plan-picker';
import { bulkEdit, type BulkField, type BulkForm } from './rate-edits';
import { serverProblem } from './server-problem';
import { WeekdayPicker } from './weekday-picker';

/** How long the form rests before the preview asks again. */
export const PREVIEW_DELAY_MS = 400;

interface BulkEditDialogProps {
  hotelId: string;
  grid: RatesGrid;
  onClose: () => void;
}

export function initialBulkForm(grid: RatesGrid): BulkForm {
  return {
    from: grid.from,
    to: addDays(grid.until, -1),
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    ratePlanIds: grid.roomTypes.flatMap((room) => room.plans.map((plan) => plan.id)),
    priceMode: 'leave',
    direction: 'raise',
    priceValue: '',
    minStay: { mode: 'leave', value: '' },
    maxStay: { mode: 'leave', value: '' },
    closedToArrival: 'leave',
    closedToDeparture: 'leave',
    closed: 'leave',
  };
}

const nightsText = (count: number) => `${count} ${count === 1 ? 'night' : 'nights'}`;

export function BulkEditDialog({ hotelId, grid, onClose }: BulkEditDialogProps) {
  const id = useId();
  const focusReturn = useReturnFocus();
  const [form, setForm] = useState(() => initialBulkForm(grid));
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<{
    message: string;
    fields: Partial<Record<BulkField, string>>;
  }>();
  // Memoised on the form: a new but equal edit on every render would restart the debounce.
  const checked = useMemo(() => bulkEdit(form), [form]);
  const settled = useDebouncedValue(checked.ok ? checked.edit : undefined, PREVIEW_DELAY_MS);
  const preview = useBulkEditPreview(hotelId, checked.ok ? settled : undefined);
  const save = useBulkEditRates(hotelId);

  const change = (next: Partial<BulkForm>) => {
    setProblem(undefined);
    setForm((current) => ({ ...current, ...next }));
  };
  // The schema's words once Save was pressed, and the server's after a refusal.
  const errors = {
    ...(submitted && !checked.ok ? checked.errors : {}),
    ...problem?.fields,
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!checked.ok) return;
    save.mutate(checked.edit, {
      onSuccess: (answer) => {
        notify.success(`Changed ${nightsText(answer.data.nightsChanged)}`);
        onClose();
      },
      onError: (error) => setProblem(serverProblem<BulkField>(error)),
    });
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          {...focusReturn}
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(96vw,44rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-4 shadow-2xl sm:p-6"
        >
          <DialogTitleBar title="Bulk edit" closeLabel="Close" />
          <form onSubmit={submit} noValidate className="mt-4 grid gap-5">
            <div className="grid gap-3 sm:grid-cols-2">
              <DateField
                id={`${id}-from`}
                label="From (first night)"
                value={form.from}
                error={errors.from}
                onChange={(from) => change({ from, to: form.to < from ? from : form.to })}
              />
              <DateField
                id={`${id}-to`}
                label="To (last night)"
                value={form.to}
                min={form.from}
                error={errors.to}
                onChange={(to) => change({ to })}
              />
            </div>
            <WeekdayPicker
              chosen={form.weekdays}
              error={errors.weekdays}
              onChange={(weekdays) => change({ weekdays })}
            />
            <PlanPicker
              roomTypes={grid.roomTypes}
              chosen={form.ratePlanIds}
              error={errors.ratePlanIds}
              onChange={(ratePlanIds) => change({ ratePlanIds })}
            />
            <BulkRuleFields form={form} errors={errors} onChange={change} />
            <Preview
              checkedProblem={
                checked.ok ? undefined : (checked.errors.form ?? firstOf(checked.errors))
              }
              waiting={checked.ok && (settled !== checked.edit || preview.isFetching)}
              count={checked.ok && preview.data ? preview.data.data.nightsChanged : undefined}
              refusal={preview.isError ? serverProblem(preview.error).message : undefined}
            />
            <DialogFormFooter
              problems={[
                problem?.message,
                submitted && !checked.ok ? checked.errors.form : undefined,
              ]}
              saving={save.isPending}
            />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const firstOf = (errors: Record<string, string | undefined>) => Object.values(errors).find(Boolean);

interface PreviewProps {
  /** Why there is nothing to count yet. */
  checkedProblem: string | undefined;
  waiting: boolean;
  count: number | undefined;
  refusal: string | undefined;
}

/** The dry run's answer, said politely as it changes. */
function Preview({ checkedProblem, waiting, count, refusal }: PreviewProps) {
  const text = checkedProblem
    ? `Nothing to preview yet: ${checkedProblem}`
    : refusal
      ? refusal
      : count === undefined
        ? 'Counting the nights…'
        : `This changes ${nightsText(count)}`;
  return (
    <p
      aria-live="polite"
      aria-busy={waiting}
      className={`rounded-lg px-3 py-2 text-sm font-semibold ${
        refusal ? 'bg-red-50 text-red-800' : 'bg-brand-50 text-brand-900'
      } ${waiting ? 'opacity-70' : ''}`}
    >
      {text}
    </p>
  );
}
