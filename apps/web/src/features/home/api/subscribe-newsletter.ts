import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function subscribeNewsletter(input: { Email: string }) {
  return api.post<{ message: string }>('/api/emailsubscription', input);
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
