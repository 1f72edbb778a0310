import { AuthCard } from '../components/auth-card';
import { SignupForm } from '../components/signup-form';

export function SignupPage() {
  return (
    <AuthCard
      title="SIGN UP"
      intro="Welcome to Staylane! Create your account to book your next stay."
    >
      <SignupForm />
    </AuthCard>
  );
}
