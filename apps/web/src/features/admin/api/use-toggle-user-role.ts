import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { adminUsersKey } from './use-admin-users.ts';

/** PATCH /auth/users/:id/role with an empty body: admin becomes user and back. */
export function useToggleUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.PATCH('/api/auth/users/{id}/role', {
        params: { path: { id: String(id) } },
        fallback: 'Erreur changement rôle',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
