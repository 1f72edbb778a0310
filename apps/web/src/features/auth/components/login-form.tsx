/**
 * Login of product §2 and §5: on success both cookies are stored and the user goes to /home, or
 * back to the page that sent them here (`?returnTo=`, decision 008); wrong credentials give
 * the notice 'Invalid Email or Password'.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { loginFormSchema, type LoginInput } from '@staylane/domain';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '@/lib/notify';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { RETURN_TO_PARAM, safeReturnPath } from '@/lib/return-to';
import { saveSession } from '@/lib/session';
import { useLogin } from '../api/login';

export const INVALID_LOGIN = 'Invalid Email or Password';
/** The failure notice names itself: a success takes it away, a second failure replaces it. */
const LOGIN_FAILED_NOTICE = 'login-failed';

export function LoginForm() {
  const login = useLogin();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const returnTo = safeReturnPath(search.get(RETURN_TO_PARAM));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: (answer) => {
        notify.dismiss(LOGIN_FAILED_NOTICE);
        saveSession(answer.token, answer.data.fullName);
        void navigate(returnTo ?? paths.home);
      },
      onError: (error) => {
        const wrongCredentials =
          error instanceof ApiError && (error.status === 401 || error.status === 400);
        notify.error(wrongCredentials ? INVALID_LOGIN : error.message, { id: LOGIN_FAILED_NOTICE });
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Login">
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? 'Logging in…' : 'LOGIN'}
      </Button>
    </form>
  );
}
