import { Link } from '@/components/link';
import { paths } from '@/lib/paths';
import { AuthCard } from '../components/auth-card';
import { ForgotPassword } from '../components/forgot-password';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  return (
    <AuthCard title="LOGIN" intro="Welcome back! Log in to book and manage your stays.">
      <LoginForm />
      <ForgotPassword />
      <p className="mt-6 text-center text-sm text-slate-600">
        New to Staylane?{' '}
        <Link
          to={paths.signup}
          className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
        >
          Sign Up
        </Link>
      </p>
    </AuthCard>
  );
}
