import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function recoverPassword(input: { email: string }) {
  return api.post<{ message: string }>('/api/users/recover', input);
}

export function useRecoverPassword() {
  return useMutation({ mutationFn: recoverPassword });
}
