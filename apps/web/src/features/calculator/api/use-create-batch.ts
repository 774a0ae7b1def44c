import type { CreateBatchBody } from '@vapolib/contracts';
import { resolveWrite } from '../../../lib/api-client.ts';
import { batchTargets, withPendingBatches } from '../../../lib/queries/pending-batches.ts';
import { withPendingStash } from '../../../lib/queries/pending-stash.ts';
import { batchesKey } from '../../../lib/queries/use-batches.ts';
import { stashKey } from '../../../lib/queries/use-stash.ts';
import { showQueuedIn, useOfflineWrite } from '../../../lib/use-offline-write.ts';

/** « J'ai préparé ce mélange »: POST /preparations; offline it waits in the outbox and shows in the list. */
export function useCreateBatch() {
  return useOfflineWrite(
    (body: CreateBatchBody & { key: string }) => {
      const { key, ...batch } = body;
      return {
        ...resolveWrite('post', '/api/preparations', { body: batch }),
        fallback: 'Erreur enregistrement de la préparation',
        label: `Préparation « ${batch.name.trim()} »`,
        // Each batch is its own thing: two made offline are two batches.
        target: `${batchTargets.create}:${key}`,
      };
    },
    // A batch recorded from the stash lowers it.
    [batchesKey, stashKey],
    // Offline, the batch shows in the list and what it takes shows in the stash (once: decision 0178).
    (queryClient, write) => {
      showQueuedIn(batchesKey, withPendingBatches)(queryClient, write);
      showQueuedIn(stashKey, withPendingStash)(queryClient, write);
    },
  );
}
