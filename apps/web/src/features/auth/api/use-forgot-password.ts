import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      api<{ message: string }>('/auth/forgot-password', {
        method: 'POST',
        body: { email },
        fallback: "Erreur lors de l'envoi",
      }),
  });
}
