import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { coilsKey } from './keys.ts';

/** DELETE /resistance/:id. */
export function useDeleteCoil() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ message: string }>(`/resistance/${id}`, { method: 'DELETE', fallback: 'Erreur suppression' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coilsKey }),
  });
}
