/**
 * The separate change-password section (spec §4, §5): the same view → edit → Save → confirm
 * steps as the profile, with the password rules; 'Password Updated!' on success.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { NOTICES, passwordChangeFormSchema, type PasswordChangeForm } from '@staylane/domain';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { notify } from '@/lib/notify';
import { useChangePassword } from '../api/change-password';
import { useEditMode } from '../hooks/use-edit-mode';

export const PASSWORD_CONFIRM = {
  title: 'Change your password',
  message: 'Do you want to replace your password with the new one?',
};

const EMPTY = { password: '', confirmPassword: '' };

export function PasswordForm({ userId }: { userId: string }) {
  const change = useChangePassword();
  const [pending, setPending] = useState<PasswordChangeForm>();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<PasswordChangeForm>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: EMPTY,
  });

  const focusPassword = useCallback(() => setFocus('password'), [setFocus]);
  const { editing, setEditing, buttons: section } = useEditMode(focusPassword);

  function cancel() {
    reset(EMPTY);
    setEditing(false);
  }

  function confirm() {
    if (!pending) return;
    const { password } = pending;
    setPending(undefined);
    change.mutate(
      { id: userId, password },
      {
        onSuccess: () => {
          cancel();
          notify.success(NOTICES.passwordUpdated);
        },
        onError: (error) => notify.error(error.message),
      },
    );
  }

  if (!editing) {
    return (
      <div ref={section}>
        <Button onClick={() => setEditing(true)}>Change password</Button>
      </div>
    );
  }
  return (
    <form
      noValidate
      aria-label="Change password"
      onSubmit={handleSubmit((values) => setPending(values))}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <FormField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving…' : 'Save password'}
        </Button>
        <Button variant="outline" onClick={cancel} disabled={change.isPending}>
          Cancel
        </Button>
      </div>
      <ConfirmDialog
        open={pending !== undefined}
        onOpenChange={(open) => !open && setPending(undefined)}
        title={PASSWORD_CONFIRM.title}
        message={PASSWORD_CONFIRM.message}
        onConfirm={confirm}
      />
    </form>
  );
}
