import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminAromesKey } from './use-aromes.ts';

/** Deletes an aroma nobody rated; a rated one answers 409 with the French reason. */
export function useDeleteArome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ message: string }>(`/aromes/${id}`, { method: 'DELETE', fallback: 'Erreur suppression arôme' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminAromesKey }),
        queryClient.invalidateQueries({ queryKey: ['aromes'] }),
      ]),
  });
}
