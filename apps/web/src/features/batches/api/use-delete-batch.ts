import { resolveWrite } from '../../../lib/api-client.ts';
import { batchTargets, withPendingBatches } from '../../../lib/queries/pending-batches.ts';
import { batchesKey } from '../../../lib/queries/use-batches.ts';
import { showQueuedIn, useOfflineWrite } from '../../../lib/use-offline-write.ts';

/** DELETE /preparations/:id (« Flacon terminé »); offline it waits in the outbox and the batch leaves the list. */
export function useDeleteBatch() {
  return useOfflineWrite(
    ({ id, name }: { id: number; name: string }) => ({
      ...resolveWrite('delete', '/api/preparations/{id}', { params: { path: { id: String(id) } } }),
      fallback: 'Erreur suppression de la préparation',
      label: `Préparation « ${name} »`,
      target: `${batchTargets.remove}:${id}`,
    }),
    [batchesKey],
    showQueuedIn(batchesKey, withPendingBatches),
  );
}
