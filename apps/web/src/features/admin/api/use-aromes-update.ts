import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateAromeBody } from '@vapolib/contracts';
import { apiClient } from '../../../lib/api-client.ts';

/** Edits an aroma; `{ status }` alone is the badge toggle ("Statut mis à jour : Actif/Inactif"). */
export function useUpdateArome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateAromeBody }) =>
      apiClient.PATCH('/api/aromes/{id}', {
        params: { path: { id: String(id) } },
        body,
        fallback:
          Object.keys(body).length === 1 && body.status !== undefined
            ? 'Erreur changement statut'
            : 'Erreur mise à jour arôme',
      }),
    // The users' search and brand lists change with the catalogue.
    onSuccess: () =>
      Promise.all([
        // The table and the dashboard counts.
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: ['aromes'] }),
      ]),
  });
}
