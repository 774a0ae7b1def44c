import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { nicotineStatusKey } from '../../../lib/queries/use-nicotine-status.ts';

/** The answer to "Avez-vous réussi à descendre au taux prévu ?" for the current step; the status is reloaded. */
export function useConfirmStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stepId, success }: { stepId: number; success: boolean }) =>
      apiClient.PATCH('/api/nicotine/step/{id}/confirm', {
        params: { path: { id: String(stepId) } },
        body: { success },
        errorField: 'error',
        fallback: 'Erreur validation étape',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: nicotineStatusKey }),
  });
}
