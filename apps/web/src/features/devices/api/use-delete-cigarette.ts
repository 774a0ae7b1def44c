import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { cigarettesKey, coilsKey } from '../../../lib/queries/device-keys.ts';

/** DELETE /cigarettes/:id: the server deletes the device's coils with it. */
export function useDeleteCigarette() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.DELETE('/api/cigarettes/{id}', {
        params: { path: { id: String(id) } },
        fallback: 'Erreur suppression',
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cigarettesKey }),
        queryClient.invalidateQueries({ queryKey: coilsKey }),
      ]),
  });
}
