import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { adminCoilsKey } from './use-admin-coils.ts';

/** DELETE /resistance/:id, which an admin may call for anyone's coil. */
export function useAdminDeleteCoil() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.DELETE('/api/resistance/{id}', {
        params: { path: { id: String(id) } },
        fallback: 'Erreur suppression',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCoilsKey }),
  });
}
