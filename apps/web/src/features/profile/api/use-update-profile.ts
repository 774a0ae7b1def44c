import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMeBody } from '@vapolib/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { currentUserKey } from '../../../lib/use-current-user.ts';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMeBody) =>
      apiClient.PATCH('/api/auth/me', { body, fallback: 'Erreur update profil' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}
