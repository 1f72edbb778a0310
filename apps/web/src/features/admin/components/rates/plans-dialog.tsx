/**
 * A room type's rate plans (decision 045): the list with each plan's pricing and conditions,
 * adding a plan, editing one, taking it off sale or back on, and deleting one. What the
 * server refuses (the Standard plan cannot be deleted…) is said in its words.
 */
import * as Dialog from '@radix-ui/react-dialog';
import type { RatePlanBody, RatePlanWire } from '@staylane/domain';
import { useState } from 'react';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useReturnFocus } from '@/components/return-focus';
import { notify } from '@/lib/notify';
import {
  useCreateRatePlan,
  useDeleteRatePlan,
  useRatePlans,
  useUpdateRatePlan,
} from '../../api/rate-plans';
import { DialogTitleBar } from '../back-office/dialog-title-bar';
import { NEW_PLAN, planFormOf, type PlanField } from './plan-form-model';
import { PlanFormView } from './plan-form';
import { planConditionWords, planPricingWords } from './plan-words';
import { serverProblem } from './server-problem';

interface PlansDialogProps {
  room: { id: string; name: string };
  onClose: () => void;
}

type Editing = { plan: RatePlanWire | undefined } | undefined;
type Problem = { message: string; fields: Partial<Record<PlanField, string>> };

export function PlansDialog({ room, onClose }: PlansDialogProps) {
  const focusReturn = useReturnFocus();
  const plans = useRatePlans(room.id);
  const create = useCreateRatePlan(room.id);
  const update = useUpdateRatePlan(room.id);
  const remove = useDeleteRatePlan(room.id);
  const [editing, setEditing] = useState<Editing>(undefined);
  const [formProblem, setFormProblem] = useState<Problem>();
  const [listProblem, setListProblem] = useState<string>();
  const [deleting, setDeleting] = useState<RatePlanWire>();

  const edit = (plan: RatePlanWire | undefined) => {
    setFormProblem(undefined);
    setListProblem(undefined);
    setEditing({ plan });
  };
  const saved = (message: string) => {
    notify.success(message);
    setEditing(undefined);
  };

  function save(body: Partial<RatePlanBody>) {
    const plan = editing?.plan;
    const onError = (error: unknown) =>
      setFormProblem(
        serverProblem<PlanField>(error, (name) =>
          name.startsWith('adjustment') ? 'adjustment' : name,
        ),
      );
    if (plan) {
      update.mutate(
        { id: plan.id, body },
        { onSuccess: () => saved(`Saved ${plan.name}`), onError },
      );
    } else {
      // A new plan is never Standard, so planBody gave it whole.
      const whole = body as RatePlanBody;
      create.mutate(whole, { onSuccess: (answer) => saved(`Added ${answer.data.name}`), onError });
    }
  }

  function toggleSale(plan: RatePlanWire) {
    setListProblem(undefined);
    update.mutate(
      { id: plan.id, body: { onSale: !plan.onSale } },
      {
        onSuccess: () =>
          notify.success(plan.onSale ? `${plan.name} is off sale` : `${plan.name} is on sale`),
        onError: (error) => setListProblem(serverProblem(error).message),
      },
    );
  }

  function confirmDelete() {
    const plan = deleting;
    setDeleting(undefined);
    if (!plan) return;
    setListProblem(undefined);
    remove.mutate(plan.id, {
      onSuccess: () => notify.success(`Deleted ${plan.name}`),
      onError: (error) => setListProblem(serverProblem(error).message),
    });
  }

  const list = plans.data?.data ?? [];
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          {...focusReturn}
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(96vw,44rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-4 shadow-2xl sm:p-6"
        >
          <DialogTitleBar title={`Rate plans of ${room.name}`} closeLabel="Close" />
          {plans.isError && (
            <p role="alert" className="mt-3 text-red-700">
              {serverProblem(plans.error).message}
            </p>
          )}
          {plans.isPending && <p className="mt-3 text-slate-600">Loading the plans…</p>}
          {listProblem && (
            <p
              role="alert"
              className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
            >
              {listProblem}
            </p>
          )}
          <ul className="mt-4 grid gap-3">
            {list.map((plan) => (
              <li key={plan.id}>
                <article
                  aria-label={plan.name}
                  className="flex flex-wrap items-start justify-between gap-3 rounded-xl px-4 py-3 ring-1 ring-slate-200"
                >
                  <div className="min-w-0">
                    <h3 className="font-semibold break-words text-ink">
                      {plan.name}
                      {!plan.onSale && (
                        <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-800">
                          Off sale
                        </span>
                      )}
                    </h3>
                    <p className="text-sm text-slate-700">{planPricingWords(plan)}</p>
                    <p className="text-sm text-slate-700">{planConditionWords(plan)}</p>
                    {plan.description && (
                      <p className="mt-1 text-sm break-words text-slate-600">{plan.description}</p>
                    )}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Edit ${plan.name}`}
                      onClick={() => edit(plan)}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={update.isPending}
                      aria-label={`${plan.onSale ? 'Take off sale' : 'Put on sale'} ${plan.name}`}
                      onClick={() => toggleSale(plan)}
                    >
                      {plan.onSale ? 'Take off sale' : 'Put on sale'}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={remove.isPending}
                      aria-label={`Delete ${plan.name}`}
                      onClick={() => setDeleting(plan)}
                    >
                      Delete
                    </Button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <div className="mt-4">
            {editing ? (
              <PlanFormView
                key={editing.plan?.id ?? 'new'}
                initial={editing.plan ? planFormOf(editing.plan) : NEW_PLAN}
                kind={editing.plan?.kind ?? 'custom'}
                title={editing.plan ? `Edit ${editing.plan.name}` : 'Add a plan'}
                pending={create.isPending || update.isPending}
                problem={formProblem}
                onSave={save}
                onCancel={() => setEditing(undefined)}
              />
            ) : (
              <Button onClick={() => edit(undefined)}>Add a plan</Button>
            )}
          </div>
          <ConfirmDialog
            open={deleting !== undefined}
            title={`Delete ${deleting?.name ?? 'this plan'}?`}
            message="Guests can no longer book it. Stays already held or booked keep their price."
            confirmLabel="Delete"
            cancelLabel="Keep it"
            onConfirm={confirmDelete}
            onOpenChange={(open) => !open && setDeleting(undefined)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
