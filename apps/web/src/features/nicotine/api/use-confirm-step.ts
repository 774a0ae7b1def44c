import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';
import { nicotineStatusKey } from './use-nicotine-status.ts';

/** The answer to "Avez-vous réussi à descendre au taux prévu ?" for the current step; the status is reloaded. */
export function useConfirmStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stepId, success }: { stepId: number; success: boolean }) =>
      api<MessageResponse>(`/nicotine/step/${stepId}/confirm`, {
        method: 'PATCH',
        body: { success },
        errorField: 'error',
        fallback: 'Erreur validation étape',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: nicotineStatusKey }),
  });
}
