import { resolveWrite } from '../../../lib/api-client.ts';
import { stashTargets, withPendingStash } from '../../../lib/queries/pending-stash.ts';
import { stashKey } from '../../../lib/queries/use-stash.ts';
import { showQueuedIn, useOfflineWrite } from '../../../lib/use-offline-write.ts';

/** DELETE /stock/:id; offline it waits in the outbox and the item leaves the list. */
export function useRemoveStashItem() {
  return useOfflineWrite(
    ({ id, name }: { id: number; name: string }) => ({
      ...resolveWrite('delete', '/api/stock/{id}', { params: { path: { id: String(id) } } }),
      fallback: 'Erreur suppression du stock',
      label: `Stock « ${name} »`,
      target: `${stashTargets.remove}:${id}`,
    }),
    [stashKey],
    showQueuedIn(stashKey, withPendingStash),
  );
}
