import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { coilsKey } from '../../../lib/queries/device-keys.ts';

/** DELETE /resistance/:id. */
export function useDeleteCoil() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.DELETE('/api/resistance/{id}', {
        params: { path: { id: String(id) } },
        fallback: 'Erreur suppression',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coilsKey }),
  });
}
