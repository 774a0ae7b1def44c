import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAromeBody } from '@vapolib/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export function useCreateArome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAromeBody) =>
      apiClient.POST('/api/aromes', { body, fallback: 'Erreur création arôme' }),
    onSuccess: () =>
      Promise.all([
        // The table and the dashboard counts.
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: ['aromes'] }),
      ]),
  });
}
