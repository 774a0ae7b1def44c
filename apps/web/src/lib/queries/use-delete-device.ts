import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';

/**
 * DELETE /cigarettes/:id, by its owner or an admin: the server deletes the device's coils with it, so `shownIn`
 * names the queries listing devices and coils on the caller's screen.
 */
export function useDeleteDevice(shownIn: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.DELETE('/api/cigarettes/{id}', {
        params: { path: { id: String(id) } },
        fallback: 'Erreur suppression',
      }),
    onSuccess: () => Promise.all(shownIn.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
