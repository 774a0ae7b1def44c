import type { CreateStashItemBody } from '@vapolib/contracts';
import { resolveWrite } from '../../../lib/api-client.ts';
import { stashTargets, withPendingStash } from '../../../lib/queries/pending-stash.ts';
import { stashKey } from '../../../lib/queries/use-stash.ts';
import { showQueuedIn, useOfflineWrite } from '../../../lib/use-offline-write.ts';

/** POST /stock; offline it waits in the outbox and shows in the list. */
export function useAddStashItem() {
  return useOfflineWrite(
    ({ key, body }: { key: string; body: CreateStashItemBody }) => ({
      ...resolveWrite('post', '/api/stock', { body }),
      fallback: 'Erreur ajout au stock',
      label: 'Mon stock',
      // Each bottle is its own thing: two added offline are two bottles.
      target: `${stashTargets.create}:${key}`,
    }),
    [stashKey],
    showQueuedIn(stashKey, withPendingStash),
  );
}
