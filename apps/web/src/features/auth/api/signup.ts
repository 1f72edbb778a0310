import { useMutation } from '@tanstack/react-query';
import type { SignupInput } from '@staylane/domain';
import { api } from '@/lib/api-client';

export function signup(input: SignupInput) {
  return api.post<{ message: string }>('/auth/local/signup', input);
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
