import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEliquideBody } from '@vapolib/contracts';
import { apiClient } from '../../../lib/api-client.ts';

/** Rates an aroma; a 409 (already rated) carries the existing liquid's id in the ApiError body. */
export function useCreateLiquid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEliquideBody) =>
      apiClient.POST('/api/eliquides', { body, fallback: 'Erreur lors de l’ajout du liquide' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['eliquides'] }),
  });
}
