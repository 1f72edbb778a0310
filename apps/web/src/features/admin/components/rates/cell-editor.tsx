/**
 * One plan's night (decision 045): its price (empty: the plan's default) and its restrictions.
 * Saving sends a bulk edit of that one plan and night; the server's refusal is shown in the
 * form, and closing gives focus back to the cell.
 */
import * as Dialog from '@radix-ui/react-dialog';
import type { RatesGridCell } from '@staylane/domain';
import { centsToDollars } from '@staylane/domain';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { FormField } from '@/components/form-field';
import { useReturnFocus } from '@/components/return-focus';
import { formatCents } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useBulkEditRates } from '../../api/bulk-edit-rates';
import { DialogTitleBar } from '../back-office/dialog-title-bar';
import { longDayOf } from '../calendar/calendar-text';
import { DialogFormFooter } from './dialog-form-footer';
import { cellEdit, dollarsTextToCents, type CellField, type CellForm } from './rate-edits';
import { RestrictionFields } from './restriction-fields';
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

  const change = (next: Partial<CellForm>) => setForm((current) => ({ ...current, ...next }));

  // As a number field steps: ArrowUp/ArrowDown move the price by $1 (with Shift, $10) from
  // what is typed, else from the night's price; the keys stay in the field, not the grid.
  function stepPrice(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    event.stopPropagation();
    const step = (event.shiftKey ? 1000 : 100) * (event.key === 'ArrowUp' ? 1 : -1);
    const typed = dollarsTextToCents(form.price);
    const from = typed === null || Number.isNaN(typed) ? cell.priceCents : typed;
    change({ price: centsToDollars(Math.max(1, from + step)).toFixed(2) });
  }

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
          // The price is what a cell is opened for most: typing starts there, not on Close.
          onOpenAutoFocus={(event) => {
            focusReturn.onOpenAutoFocus();
            event.preventDefault();
            (event.target as HTMLElement).querySelector('input')?.focus();
          }}
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
              onKeyDown={stepPrice}
              onChange={(event) => change({ price: event.target.value })}
            />
            <p className="-mt-2 text-xs text-slate-600">
              {cell.ownPrice
                ? 'Empty: back to the plan’s default price.'
                : `Empty: the plan’s default price (${formatCents(cell.priceCents)} this night).`}
            </p>
            <RestrictionFields kind="night" form={form} errors={errors} onChange={change} />
            <DialogFormFooter problems={[errors.form]} saving={save.isPending} />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
