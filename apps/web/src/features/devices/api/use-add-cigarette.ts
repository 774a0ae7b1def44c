import { type ApiBody, resolveWrite } from '../../../lib/api-client.ts';
import { cigarettesKey } from '../../../lib/queries/device-keys.ts';
import { NEW_DEVICE_TARGET, withPendingDevices } from '../../../lib/queries/pending-devices.ts';
import { showQueuedIn, useOfflineWrite } from '../../../lib/use-offline-write.ts';

/** POST /cigarettes {modele, kind}; offline it waits in the outbox and shows in the list. */
export function useAddCigarette() {
  return useOfflineWrite(
    ({ body, key }: { body: ApiBody<'post', '/api/cigarettes'>; key: string }) => ({
      ...resolveWrite('post', '/api/cigarettes', { body }),
      fallback: 'Erreur ajout cigarette',
      label: `Cigarette « ${body.modele.trim()} »`,
      // Two devices added offline are two devices.
      target: `${NEW_DEVICE_TARGET}:${key}`,
    }),
    [cigarettesKey],
    showQueuedIn(cigarettesKey, withPendingDevices),
  );
}
