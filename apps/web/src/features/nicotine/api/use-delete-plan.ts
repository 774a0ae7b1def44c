import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { nicotineStatusKey } from '../../../lib/queries/use-nicotine-status.ts';

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.DELETE('/api/nicotine/plan', {
        errorField: 'error',
        fallback: 'Erreur suppression plan',
      }),
    onSuccess: () => {
      // No plan any more: show the creation form at once, the reload will answer 404.
      queryClient.setQueryData(nicotineStatusKey, null);
      return queryClient.invalidateQueries({ queryKey: nicotineStatusKey });
    },
  });
}
