import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUpdateUserBody } from '@vapolib/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { adminUsersKey } from './use-admin-users.ts';

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminUpdateUserBody }) =>
      apiClient.PATCH('/api/auth/users/{id}', {
        params: { path: { id: String(id) } },
        body,
        fallback: 'Erreur update user',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
