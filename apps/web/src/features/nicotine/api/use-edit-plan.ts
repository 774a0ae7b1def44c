import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditPlanBody } from '@vapolib/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { nicotineStatusKey } from '../../../lib/queries/use-nicotine-status.ts';

export function useEditPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditPlanBody) =>
      apiClient.PATCH('/api/nicotine/plan/edit', {
        body,
        errorField: 'error',
        fallback: 'Erreur modification plan',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nicotineStatusKey }),
  });
}
