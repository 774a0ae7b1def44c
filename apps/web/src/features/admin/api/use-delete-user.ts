import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { adminUsersKey } from './use-admin-users.ts';

/** DELETE /auth/users/:id: the account and all its data. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.DELETE('/api/auth/users/{id}', {
        params: { path: { id: String(id) } },
        fallback: 'Erreur suppression user',
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'counts'] });
      return queryClient.invalidateQueries({ queryKey: adminUsersKey });
    },
  });
}
