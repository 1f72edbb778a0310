/**
 * The separate change-password section (product §4, §5): the same view → edit → Save → confirm
 * steps as the profile, with the password rules; 'Password Updated!' on success. The current
 * password is asked first, except after a login with a provisional password, which
 * that login used up; the server's answer about it shows under its field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  NOTICES,
  passwordChangeFormSchema,
  provisionalPasswordChangeFormSchema,
  type PasswordChangeForm,
} from '@staylane/domain';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useChangePassword } from '../api/change-password';
import { useEditMode } from '../hooks/use-edit-mode';

export const PASSWORD_CONFIRM = {
  title: 'Change your password',
  message: 'Do you want to replace your password with the new one?',
};

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

interface PasswordFormProps {
  userId: string;
  /** This session began with a provisional password: no current password is asked. */
  provisional?: boolean;
}

export function PasswordForm({ userId, provisional = false }: PasswordFormProps) {
  const change = useChangePassword();
  const [pending, setPending] = useState<PasswordChangeForm>();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    setError,
    formState: { errors },
  } = useForm<PasswordChangeForm>({
    resolver: zodResolver(
      provisional ? provisionalPasswordChangeFormSchema : passwordChangeFormSchema,
    ),
    defaultValues: EMPTY,
  });

  const firstField = provisional ? 'password' : 'currentPassword';
  const focusPassword = useCallback(() => setFocus(firstField), [setFocus, firstField]);
  const { editing, setEditing, buttons: section } = useEditMode(focusPassword);

  function cancel() {
    reset(EMPTY);
    setEditing(false);
  }

  function confirm() {
    if (!pending) return;
    const { currentPassword, password } = pending;
    setPending(undefined);
    change.mutate(
      { id: userId, currentPassword: provisional ? undefined : currentPassword, password },
      {
        onSuccess: () => {
          cancel();
          notify.success(NOTICES.passwordUpdated);
        },
        onError: (error) => {
          const message = error instanceof ApiError ? error.fields.currentPassword : undefined;
          if (message) setError('currentPassword', { message }, { shouldFocus: true });
          else notify.error(error.message);
        },
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
      {provisional ? (
        <p className="text-sm text-slate-600">
          You signed in with a provisional password: choose your new password.
        </p>
      ) : (
        <FormField
          label="Current password"
          type="password"
          autoComplete="current-password"
          className="sm:max-w-[calc(50%-0.5rem)]"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      )}
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
