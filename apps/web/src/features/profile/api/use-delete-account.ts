import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) =>
      apiClient.DELETE('/api/auth/me', {
        body: { password },
        fallback: 'Erreur lors de la suppression',
      }),
  });
}
