import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      apiClient.POST('/api/auth/forgot-password', {
        body: { email },
        fallback: "Erreur lors de l'envoi",
      }),
  });
}
