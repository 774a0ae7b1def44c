import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMeBody, User } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';
import { currentUserKey } from '../../../lib/use-current-user.ts';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMeBody) =>
      api<{ message: string; user: User }>('/auth/me', {
        method: 'PATCH',
        body,
        fallback: 'Erreur update profil',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}
