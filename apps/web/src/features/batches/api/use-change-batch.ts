import type { UpdateBatchBody } from '@vapolib/contracts';
import { resolveWrite } from '../../../lib/api-client.ts';
import { batchTargets, withPendingBatches } from '../../../lib/queries/pending-batches.ts';
import { batchesKey } from '../../../lib/queries/use-batches.ts';
import { showQueuedIn, useOfflineWrite } from '../../../lib/use-offline-write.ts';

/** PATCH /preparations/:id (the reminder switch); offline it waits in the outbox, the last switch winning. */
export function useChangeBatch() {
  return useOfflineWrite(
    ({ id, name, body }: { id: number; name: string; body: UpdateBatchBody }) => ({
      ...resolveWrite('patch', '/api/preparations/{id}', { params: { path: { id: String(id) } }, body }),
      fallback: 'Erreur modification de la préparation',
      label: `Préparation « ${name} »`,
      target: `${batchTargets.change}:${id}`,
    }),
    [batchesKey],
    showQueuedIn(batchesKey, withPendingBatches),
  );
}
