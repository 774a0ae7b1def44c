import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditPlanBody, MessageResponse } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';
import { nicotineStatusKey } from './use-nicotine-status.ts';

export function useEditPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditPlanBody) =>
      api<MessageResponse>('/nicotine/plan/edit', {
        method: 'PATCH',
        body,
        errorField: 'error',
        fallback: 'Erreur modification plan',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nicotineStatusKey }),
  });
}
