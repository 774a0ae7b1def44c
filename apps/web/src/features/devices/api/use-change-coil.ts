import type { IsoDay } from '@vapolib/domain';
import { resolveWrite } from '../../../lib/api-client.ts';
import { coilHistoryKey, coilsKey } from '../../../lib/queries/device-keys.ts';
import { withPendingCoilChanges } from '../../../lib/queries/pending-coil-changes.ts';
import { showQueuedIn, useOfflineWrite } from '../../../lib/use-offline-write.ts';

interface CoilChange {
  id: number;
  /** For the offline notice: "Résistance de la Zelos 3". */
  model: string;
  today: IsoDay;
}

/**
 * "Changer": PUT /resistance/:id with today's date, the reminder armed again, the old coil kept in the history;
 * offline it waits in the outbox.
 */
export function useChangeCoil() {
  return useOfflineWrite(
    ({ id, model, today }: CoilChange) => ({
      ...resolveWrite('put', '/api/resistance/{id}', {
        params: { path: { id: String(id) } },
        body: { dateInstallation: today, alreadyNotified: false },
      }),
      fallback: 'Erreur maj résistance',
      label: `Résistance de la ${model}`,
      target: `resistance:${id}`,
    }),
    // The replaced coil joins the history once the change is sent.
    [coilsKey, coilHistoryKey],
    showQueuedIn(coilsKey, withPendingCoilChanges),
  );
}
