import type { UpdateStashItemBody } from '@vapolib/contracts';
import { resolveWrite } from '../../../lib/api-client.ts';
import { stashTargets, withPendingStash } from '../../../lib/queries/pending-stash.ts';
import { stashKey } from '../../../lib/queries/use-stash.ts';
import { showQueuedIn, useOfflineWrite } from '../../../lib/use-offline-write.ts';

/** PATCH /stock/:id (volume left, price); offline it waits in the outbox, the last change winning. */
export function useChangeStashItem() {
  return useOfflineWrite(
    ({ id, name, body }: { id: number; name: string; body: UpdateStashItemBody }) => ({
      ...resolveWrite('patch', '/api/stock/{id}', { params: { path: { id: String(id) } }, body }),
      fallback: 'Erreur modification du stock',
      label: `Stock « ${name} »`,
      target: `${stashTargets.change}:${id}`,
    }),
    [stashKey],
    showQueuedIn(stashKey, withPendingStash),
  );
}
