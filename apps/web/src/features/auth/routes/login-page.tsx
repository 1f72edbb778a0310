import { useLocation, useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { isSignInRequired, RETURN_TO_PARAM, SIGN_IN_REQUIRED, signupUrl } from '@/lib/return-to';
import { AuthCard } from '../components/auth-card';
import { ForgotPassword } from '../components/forgot-password';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  const [search] = useSearchParams();
  const { state } = useLocation();
  return (
    <AuthCard title="LOGIN" intro="Welcome back! Log in to book and manage your stays.">
      {isSignInRequired(state) && (
        <p
          role="status"
          className="mb-5 rounded-lg border border-brand-300 bg-brand-50 px-4 py-3 text-center text-sm font-semibold text-brand-900"
        >
          {SIGN_IN_REQUIRED}
        </p>
      )}
      <LoginForm />
      <ForgotPassword />
      <p className="mt-6 text-center text-sm text-slate-600">
        New to Staylane?{' '}
        <Link
          to={signupUrl(search.get(RETURN_TO_PARAM) ?? undefined)}
          className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
        >
          Sign Up
        </Link>
      </p>
    </AuthCard>
  );
}
