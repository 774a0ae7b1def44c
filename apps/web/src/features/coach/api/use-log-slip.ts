import type { SlipBody } from '@vapolib/contracts';
import { resolveWrite } from '../../../lib/api-client.ts';
import { clockKey } from '../../../lib/queries/use-smoke-free-clock.ts';
import { useOfflineWrite } from '../../../lib/use-offline-write.ts';
import { cravingsKey } from './use-cravings.ts';

/** POST /ecarts (« J'ai fumé »); offline it waits in the outbox, each slip once. */
export function useLogSlip() {
  return useOfflineWrite(
    (body: SlipBody & { at: string }) => ({
      ...resolveWrite('post', '/api/ecarts', { body }),
      fallback: 'Votre écart n’a pas pu être noté.',
      label: 'Écart noté',
      target: `ecart:${body.at}`,
    }),
    [cravingsKey, clockKey, ['spending']],
  );
}
