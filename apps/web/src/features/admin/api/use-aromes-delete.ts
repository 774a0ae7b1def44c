import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Deletes an aroma nobody rated; a rated one answers 409 with the French reason. */
export function useDeleteArome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.DELETE('/api/aromes/{id}', {
        params: { path: { id: String(id) } },
        fallback: 'Erreur suppression arôme',
      }),
    onSuccess: () =>
      Promise.all([
        // The table and the dashboard counts.
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: ['aromes'] }),
      ]),
  });
}
