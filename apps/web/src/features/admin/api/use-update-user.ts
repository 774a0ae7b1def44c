import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUpdateUserBody, User } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';
import { adminUsersKey } from './use-admin-users.ts';

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminUpdateUserBody }) =>
      api<{ message: string; user: User }>(`/auth/users/${id}`, {
        method: 'PATCH',
        body,
        fallback: 'Erreur update user',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
