import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface SignupInput {
  fullName: string;
  email: string;
  password: string;
}

export function signup(input: SignupInput) {
  return api.post<{ message: string }>('/auth/local/signup', input);
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
