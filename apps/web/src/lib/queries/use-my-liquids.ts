import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { pendingWrites } from '../outbox.ts';
import { withPendingLiquidEdit } from './pending-liquid-edits.ts';

/**
 * The user's liquids with their rank, as the server sorts them (by rank), with the edits made offline and not
 * sent yet; /eliquides and the /home card share it.
 */
export const myLiquidsQuery = queryOptions({
  queryKey: ['eliquides', 'list'],
  queryFn: async ({ signal }) => {
    const [liquids, writes] = await Promise.all([
      apiClient.GET('/api/eliquides', { fallback: 'Erreur chargement des e-liquides', signal }),
      pendingWrites(),
    ]);
    return liquids.map((liquid) => withPendingLiquidEdit(liquid, writes));
  },
});

export function useMyLiquids() {
  return useQuery(myLiquidsQuery);
}
