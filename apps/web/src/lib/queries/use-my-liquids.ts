import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { pendingWrites } from '../outbox.ts';
import { withPendingLiquidEdit } from './pending-liquid-edits.ts';
import { withPendingLiquids } from './pending-liquids.ts';

/**
 * The user's liquids with their rank, as the server sorts them (by rank), with the edits and the liquids made
 * offline and not sent yet (after the others); /eliquides and the /home card share it.
 */
export const myLiquidsQuery = queryOptions({
  queryKey: ['eliquides', 'list'],
  queryFn: async ({ signal }) => {
    const [liquids, writes] = await Promise.all([
      apiClient.GET('/api/eliquides', { fallback: 'Erreur chargement des e-liquides', signal }),
      pendingWrites(),
    ]);
    return withPendingLiquids(
      liquids.map((liquid) => withPendingLiquidEdit(liquid, writes)),
      writes,
    );
  },
});

export function useMyLiquids() {
  return useQuery(myLiquidsQuery);
}
