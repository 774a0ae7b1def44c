import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Eliquide } from '@vapolib/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { pendingWrites } from '../../../lib/outbox.ts';
import { withPendingLiquidEdit } from '../../../lib/queries/pending-liquid-edits.ts';
import { myLiquidsQuery } from '../../../lib/queries/use-my-liquids.ts';

/**
 * The liquid as the cached list has it, or undefined when the list has not been seen (or not this liquid).
 * Offline the service worker answers each URL with the last answer it kept, and the list and the liquid's own
 * page were kept at different times: a rank read from the list is the one /eliquides shows.
 */
async function fromCachedList(queryClient: QueryClient, id: string): Promise<Eliquide | undefined> {
  try {
    const liquids = await queryClient.fetchQuery(myLiquidsQuery);
    return liquids.find((liquid) => String(liquid.id) === id);
  } catch {
    return undefined;
  }
}

/** Whether `liquid` is shown from the cached list (its rank then agrees with /eliquides). */
export function isInCachedList(queryClient: QueryClient, liquid: Pick<Eliquide, 'id'>) {
  return Boolean(queryClient.getQueryData(myLiquidsQuery.queryKey)?.some((item) => item.id === liquid.id));
}

/** One of the user's liquids; another user's id, or one that does not exist, fails with a 404. */
export function useLiquid(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['eliquides', 'one', id],
    queryFn: async ({ signal }) => {
      if (!navigator.onLine) {
        const listed = await fromCachedList(queryClient, id);
        if (listed) return listed;
      }
      return withPendingLiquidEdit(
        await apiClient.GET('/api/eliquides/{id}', {
          params: { path: { id } },
          fallback: 'Erreur chargement du liquide',
          signal,
        }),
        await pendingWrites(),
      );
    },
  });
}
