import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { nicotineStatusKey } from '../../../lib/queries/use-nicotine-status.ts';

/** « Un demi-palier » : down to halfway to the next rate from today, the next steps after it; the status is reloaded. */
export function useHalfStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stepId: number) =>
      apiClient.PATCH('/api/nicotine/step/{id}/half', {
        params: { path: { id: String(stepId) } },
        errorField: 'error',
        fallback: 'Le demi-palier n’a pas pu être pris.',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: nicotineStatusKey }),
  });
}
