import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { pendingWrites } from '../outbox.ts';

export const spendingKey = ['spending'] as const;

/** GET /depenses: the spending profile, its usage and « Mes économies »' figures (cached for offline use). */
export const spendingQuery = queryOptions({
  queryKey: spendingKey,
  queryFn: async ({ signal }) => {
    const overview = await apiClient.GET('/api/depenses', {
      fallback: 'Vos dépenses n’ont pas pu être chargées.',
      signal,
    });
    // A profile saved offline, and day logs not sent yet, stay in the figures, even after a restart. The outbox
    // is nearly always empty: what lays its writes over the figures (and zod, which checks a stored profile)
    // is loaded only then, so /home does not parse and build the contracts' schemas on a phone.
    const writes = await pendingWrites();
    if (writes.length === 0) return overview;
    const { withPendingSpending } = await import('./pending-spending.ts');
    return withPendingSpending(overview, writes);
  },
  // The month's spend follows the day logs and coil changes made elsewhere: asked again on each visit. A second
  // of grace: /home and /nicotine ask for it as they open (app/preload-data.ts), their first render need not.
  staleTime: 1000,
});

export function useSpending() {
  return useQuery(spendingQuery);
}
