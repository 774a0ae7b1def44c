import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BatchList } from '@vapolib/contracts';
import { compareDays, dayIn } from '@vapolib/domain';
import { apiClient } from '../api-client.ts';
import { pendingWrites } from '../outbox.ts';
import { withPendingBatches } from './pending-batches.ts';

export const batchesKey = ['preparations'] as const;

/** GET /preparations: the user's batches, with the writes still waiting offline laid over them. */
export const batchesQuery = queryOptions({
  queryKey: batchesKey,
  queryFn: async ({ signal }) =>
    withPendingBatches(
      await apiClient.GET('/api/preparations', { fallback: 'Erreur chargement des préparations', signal }),
      await pendingWrites(),
    ),
});

export function useBatches() {
  return useQuery(batchesQuery);
}

/**
 * The day to compare ready days with: the server's (Paris) day, or the device's once it is later (the list
 * was cached offline yesterday).
 */
export function batchesToday(list: Pick<BatchList, 'today'>, now = new Date()): string {
  const device = dayIn(now);
  return compareDays(device, list.today) > 0 ? device : list.today;
}
