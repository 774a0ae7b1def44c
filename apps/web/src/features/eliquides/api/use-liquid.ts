import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { pendingWrites } from '../../../lib/outbox.ts';
import { withPendingLiquidEdit } from '../../../lib/queries/pending-liquid-edits.ts';

/** One of the user's liquids; another user's id, or one that does not exist, fails with a 404. */
export function useLiquid(id: string) {
  return useQuery({
    queryKey: ['eliquides', 'one', id],
    queryFn: async ({ signal }) =>
      withPendingLiquidEdit(
        await apiClient.GET('/api/eliquides/{id}', {
          params: { path: { id } },
          fallback: 'Erreur chargement du liquide',
          signal,
        }),
        await pendingWrites(),
      ),
  });
}
