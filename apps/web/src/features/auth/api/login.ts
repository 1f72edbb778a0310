import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResponse } from '@staylane/domain';
import { api } from '@/lib/api-client';

export function login(input: LoginInput) {
  return api.post<LoginResponse>('/auth/local/login', input);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
