import type { SmokeFreeClockBody } from '@vapolib/contracts';
import { resolveWrite } from '../api-client.ts';
import { useOfflineWrite } from '../use-offline-write.ts';
import { clockKey } from './use-smoke-free-clock.ts';

/** PUT /compteur: the last cigarette, or null; the last choice wins in the outbox. */
export function useSaveClock() {
  return useOfflineWrite(
    (body: SmokeFreeClockBody) => ({
      ...resolveWrite('put', '/api/compteur', { body }),
      fallback: 'Votre compteur n’a pas pu être enregistré.',
      label: 'Compteur sans tabac',
      target: 'compteur:derniere-cigarette',
    }),
    [clockKey],
  );
}
