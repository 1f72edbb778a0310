import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResponse } from '@staylane/domain';
import { request } from '@/lib/api-client';

export function login(input: LoginInput) {
  return request<LoginResponse>('/auth/local/login', {
    method: 'POST',
    body: input,
    anonymous: true,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
