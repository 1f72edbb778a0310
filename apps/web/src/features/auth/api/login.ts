import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface LoginInput {
  email: string;
  password: string;
}

export interface LoginResponse {
  message: string;
  data: { email: string; fullName: string };
  token: string;
}

export function login(input: LoginInput) {
  return api.post<LoginResponse>('/auth/local/login', input);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
