import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function useDeleteLiquid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.DELETE('/api/eliquides/{id}', {
        params: { path: { id: String(id) } },
        fallback: 'Erreur lors de la suppression du liquide',
      }),
    // Marked stale, not refetched: the page still showing the deleted liquid is about to leave.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['eliquides'], refetchType: 'none' }),
  });
}
