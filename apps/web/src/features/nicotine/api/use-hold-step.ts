import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { nicotineStatusKey } from '../../../lib/queries/use-nicotine-status.ts';

/** « Une semaine de plus » : the current step is kept 7 more days; the status is reloaded. */
export function useHoldStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stepId: number) =>
      apiClient.PATCH('/api/nicotine/step/{id}/hold', {
        params: { path: { id: String(stepId) } },
        errorField: 'error',
        fallback: 'Le palier n’a pas pu être prolongé.',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: nicotineStatusKey }),
  });
}
