import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StashItem } from '@vapolib/contracts';
import type { StashBottle } from '@vapolib/domain';
import { apiClient } from '../api-client.ts';
import { pendingWrites } from '../outbox.ts';
import { withPendingStash } from './pending-stash.ts';

export const stashKey = ['stock'] as const;

/** GET /stock: « Mon stock », with the writes still waiting offline laid over it. */
export const stashQuery = queryOptions({
  queryKey: stashKey,
  queryFn: async ({ signal }) =>
    withPendingStash(
      await apiClient.GET('/api/stock', { fallback: 'Erreur chargement du stock', signal }),
      await pendingWrites(),
    ),
});

export function useStash(enabled = true) {
  return useQuery({ ...stashQuery, enabled });
}

/** An item as the domain's rules read it (« Puis-je le faire ? »). */
export const asBottle = (item: StashItem): StashBottle => ({
  id: item.id,
  kind: item.kind,
  name: item.name,
  pg: item.pg,
  strength: item.strength,
  volumeMl: item.volume_ml,
});

/** The newest booster's creation time: the safety note comes back with it. */
export const newestBoosterAt = (items: readonly StashItem[]) =>
  items
    .filter((item) => item.kind === 'booster')
    .map((item) => item.created_at)
    .sort()
    .at(-1) ?? null;
