import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAromeBody } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';
import { adminAromesKey } from './use-aromes.ts';

export function useCreateArome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAromeBody) =>
      api<{ id: number; message: string }>('/aromes', {
        method: 'POST',
        body,
        fallback: 'Erreur création arôme',
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminAromesKey }),
        queryClient.invalidateQueries({ queryKey: ['aromes'] }),
      ]),
  });
}
