import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) =>
      api<{ message: string }>('/auth/me', {
        method: 'DELETE',
        body: { password },
        fallback: 'Erreur lors de la suppression',
      }),
  });
}
