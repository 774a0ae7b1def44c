import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePlanBody, MessageResponse } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';
import { nicotineStatusKey } from './use-nicotine-status.ts';

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePlanBody) =>
      api<MessageResponse>('/nicotine/plan', {
        method: 'POST',
        body,
        errorField: 'error',
        fallback: 'Erreur création plan',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nicotineStatusKey }),
  });
}
