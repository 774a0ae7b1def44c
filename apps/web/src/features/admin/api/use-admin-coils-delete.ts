import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminCoilsKey } from './use-admin-coils.ts';

/** DELETE /resistance/:id, which an admin may call for anyone's coil. */
export function useAdminDeleteCoil() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ message: string }>(`/resistance/${id}`, { method: 'DELETE', fallback: 'Erreur suppression' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCoilsKey }),
  });
}
