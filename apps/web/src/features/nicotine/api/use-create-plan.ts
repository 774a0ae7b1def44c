import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePlanBody } from '@vapolib/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { nicotineStatusKey } from '../../../lib/queries/use-nicotine-status.ts';

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePlanBody) =>
      apiClient.POST('/api/nicotine/plan', {
        body,
        errorField: 'error',
        fallback: 'Erreur création plan',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nicotineStatusKey }),
  });
}
