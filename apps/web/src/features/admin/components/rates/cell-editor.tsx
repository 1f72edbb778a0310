/**
 * One plan's night (decision 045): its price (empty: the plan's default) and its restrictions.
 * Saving sends a bulk edit of that one plan and night; the server's refusal is shown in the
 * form, and closing gives focus back to the cell.
 */
import * as Dialog from '@radix-ui/react-dialog';
import type { RatesGridCell } from '@staylane/domain';
import { centsToDollars } from '@staylane/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { useReturnFocus } from '@/components/return-focus';
import { formatCents } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useBulkEditRates } from '../../api/bulk-edit-rates';
import { DialogTitleBar } from '../back-office/dialog-title-bar';
import { longDayOf } from '../calendar/calendar-text';
import { CheckField } from './check-field';
import { cellEdit, type CellField, type CellForm } from './rate-edits';
import { serverProblem } from './server-problem';

interface CellEditorProps {
  hotelId: string;
  roomName: string;
  planName: string;
  cell: RatesGridCell;
  onClose: () => void;
}

export function cellFormOf(cell: RatesGridCell): CellForm {
  return {
    price: cell.ownPrice ? centsToDollars(cell.priceCents).toFixed(2) : '',
    minStay: cell.minStay === null ? '' : String(cell.minStay),
    maxStay: cell.maxStay === null ? '' : String(cell.maxStay),
    closedToArrival: cell.closedToArrival,
    closedToDeparture: cell.closedToDeparture,
    closed: cell.closed,
  };
}

export function CellEditor({ hotelId, roomName, planName, cell, onClose }: CellEditorProps) {
  const focusReturn = useReturnFocus();
  const [form, setForm] = useState(() => cellFormOf(cell));
  const [errors, setErrors] = useState<Partial<Record<CellField | 'form', string>>>({});
  const save = useBulkEditRates(hotelId);
  const title = `${planName}, ${roomName}`;

  const set = <K extends CellField>(field: K, value: CellForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = cellEdit(form, cell);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.edit, {
      onSuccess: () => {
        notify.success(`Saved ${planName} on ${longDayOf(cell.night)}`);
        onClose();
      },
      onError: (error) => {
        const problem = serverProblem<CellField>(error);
        setErrors({ ...problem.fields, form: problem.message });
      },
    });
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          {...focusReturn}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(94vw,30rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl sm:p-6"
        >
          <DialogTitleBar title={title} closeLabel="Close" />
          <Dialog.Description className="mt-1 text-slate-700">
            The night of {longDayOf(cell.night)}
          </Dialog.Description>
          <form onSubmit={submit} noValidate className="mt-4 grid gap-4">
            <FormField
              label="Price per night ($)"
              inputMode="decimal"
              value={form.price}
              placeholder={cell.ownPrice ? '' : centsToDollars(cell.priceCents).toFixed(2)}
              error={errors.price}
              onChange={(event) => set('price', event.target.value)}
            />
            <p className="-mt-2 text-xs text-slate-600">
              {cell.ownPrice
                ? 'Empty: back to the plan’s default price.'
                : `Empty: the plan’s default price (${formatCents(cell.priceCents)} this night).`}
            </p>
            <div className="grid grid-cols-2 gap-3">
              <FormField
                label="Minimum stay (nights)"
                inputMode="numeric"
                value={form.minStay}
                error={errors.minStay}
                onChange={(event) => set('minStay', event.target.value)}
              />
              <FormField
                label="Maximum stay (nights)"
                inputMode="numeric"
                value={form.maxStay}
                error={errors.maxStay}
                onChange={(event) => set('maxStay', event.target.value)}
              />
            </div>
            <fieldset className="grid gap-2.5">
              <legend className="mb-1 text-sm font-semibold text-slate-700">Restrictions</legend>
              <CheckField
                label="Closed to arrival"
                hint="No stay may start on this night."
                checked={form.closedToArrival}
                onChange={(event) => set('closedToArrival', event.target.checked)}
              />
              <CheckField
                label="Closed to departure"
                hint="No stay may end on this day."
                checked={form.closedToDeparture}
                onChange={(event) => set('closedToDeparture', event.target.checked)}
              />
              <CheckField
                label="Closed"
                hint="Not sold: no stay may include this night."
                checked={form.closed}
                onChange={(event) => set('closed', event.target.checked)}
              />
            </fieldset>
            {errors.form && (
              <p
                role="alert"
                className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
              >
                {errors.form}
              </p>
            )}
            <div className="flex justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Saving…' : 'Save'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
