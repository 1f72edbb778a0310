/**
 * The forgot-password section of the login page (product §2, §5, §8): asks for a provisional
 * password by e-mail and shows the spec's notice.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { recoverPasswordFormSchema } from '@staylane/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '@/lib/notify';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { useRecoverPassword } from '../api/recover-password';

export const RECOVERY_NOTICE = 'we are sending you an email with a provisional password.';

export function ForgotPassword() {
  const [open, setOpen] = useState(false);
  const recover = useRecoverPassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ email: string }>({
    resolver: zodResolver(recoverPasswordFormSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit((values) => {
    recover.mutate(values, {
      onSuccess: () => {
        notify.success(RECOVERY_NOTICE);
        reset();
      },
      onError: (error) => notify.error(error.message),
    });
  });

  return (
    <section
      aria-labelledby="forgot-password-title"
      className="mt-6 border-t border-slate-200 pt-5"
    >
      <h2 id="forgot-password-title">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="forgot-password-form"
          onClick={() => setOpen((value) => !value)}
          className="rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
        >
          Forgot your password?
        </button>
      </h2>
      {open && (
        <form
          id="forgot-password-form"
          noValidate
          onSubmit={submit}
          className="mt-4 flex flex-col gap-3"
          aria-label="Recover password"
        >
          <p className="text-sm text-slate-600">
            Enter your e-mail and we will send you a provisional password.
          </p>
          <FormField
            label="Recovery email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" variant="outline" disabled={recover.isPending}>
            Send provisional password
          </Button>
        </form>
      )}
    </section>
  );
}
