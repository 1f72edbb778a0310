/**
 * Sign-up of product §2 and §5 with the domain's schema. design §4: the congratulation popup
 * shows only when the account was created; otherwise the server's message is shown.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { signupFormSchema, type SignupInput } from '@staylane/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { Button, buttonClass } from '@/components/button';
import { FormField } from '@/components/form-field';
import { MessageDialog } from '@/components/message-dialog';
import { RETURN_TO_PARAM, loginUrl } from '@/lib/return-to';
import { useSignup } from '../api/signup';

export function SignupForm() {
  const signup = useSignup();
  const [created, setCreated] = useState(false);
  // A guest sent here from a page keeps its address for the login that follows (decision 008).
  const [search] = useSearchParams();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SignupInput>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { fullName: '', email: '', password: '' },
  });

  const submit = handleSubmit((values) => {
    signup.mutate(values, {
      onSuccess: () => {
        reset();
        setCreated(true);
      },
    });
  });

  return (
    <>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormField
          label="Full Name"
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <FormField
          label="Email Address"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {signup.isError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {signup.error.message}
          </p>
        )}
        <Button type="submit" size="lg" disabled={signup.isPending}>
          {signup.isPending ? 'Creating account…' : 'CREATE ACCOUNT'}
        </Button>
        <p className="text-center text-sm text-slate-500">Already have an account?</p>
        <Link
          to={loginUrl(search.get(RETURN_TO_PARAM) ?? undefined)}
          className={buttonClass('outline', 'lg')}
        >
          LOGIN
        </Link>
      </form>
      <MessageDialog open={created} onOpenChange={setCreated} title="Congratulations!">
        Your Staylane account is ready. Log in to start booking your next stay.
      </MessageDialog>
    </>
  );
}
