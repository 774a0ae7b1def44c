import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** An admin deletes any user's liquid through the same route as its owner. */
export function useDeleteEliquide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.DELETE('/api/eliquides/{id}', {
        params: { path: { id: String(id) } },
        fallback: 'Erreur lors de la suppression du e-liquide',
      }),
    // The table and the dashboard counts.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
