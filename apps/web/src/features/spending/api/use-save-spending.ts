import type { SpendingProfileBody } from '@vapolib/contracts';
import { resolveWrite } from '../../../lib/api-client.ts';
import { SPENDING_TARGET, withPendingSpending } from '../../../lib/queries/pending-spending.ts';
import { spendingKey } from '../../../lib/queries/use-spending.ts';
import { showQueuedIn, useOfflineWrite } from '../../../lib/use-offline-write.ts';

/** PUT /depenses: the whole profile; without network it waits in the outbox (a later save replaces it). */
export function useSaveSpending() {
  return useOfflineWrite(
    (body: SpendingProfileBody) => ({
      ...resolveWrite('put', '/api/depenses', { body }),
      fallback: 'Vos dépenses n’ont pas pu être enregistrées.',
      label: 'Mes dépenses',
      target: SPENDING_TARGET,
    }),
    [spendingKey],
    showQueuedIn(spendingKey, withPendingSpending),
  );
}
