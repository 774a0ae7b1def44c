import { type ApiBody, resolveWrite } from '../../../lib/api-client.ts';

import { coilsKey } from '../../../lib/queries/device-keys.ts';
import { NEW_COIL_TARGET, withPendingCoilChanges } from '../../../lib/queries/pending-coil-changes.ts';
import { showQueuedIn, useOfflineWrite } from '../../../lib/use-offline-write.ts';

interface NewCoil {
  body: ApiBody<'post', '/api/resistance'>;
  /** For the list and the offline notice while it waits: "Résistance de la Zelos 3". */
  model: string;
  /** Its own outbox entry: two coils added offline are two coils. */
  key: string;
}

/** POST /resistance {cigId, dateInstallation, duree, dureeMl, notifie}; offline it waits in the outbox. */
export function useAddCoil() {
  return useOfflineWrite(
    ({ body, model, key }: NewCoil) => ({
      ...resolveWrite('post', '/api/resistance', { body }),
      fallback: 'Erreur ajout résistance',
      label: `Résistance de la ${model}`,
      target: `${NEW_COIL_TARGET}:${key}`,
      shown: { modele: model },
    }),
    [coilsKey],
    showQueuedIn(coilsKey, withPendingCoilChanges),
  );
}
