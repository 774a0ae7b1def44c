import type { CravingBody } from '@vapolib/contracts';
import { resolveWrite } from '../../../lib/api-client.ts';
import { useOfflineWrite } from '../../../lib/use-offline-write.ts';
import { cravingsKey } from './use-cravings.ts';

/**
 * POST /envies; without network it waits in the outbox. Each craving is its own thing (its moment names it), so
 * two logged offline are both kept, and each is sent once (its Idempotency-Key).
 */
export function useLogCraving() {
  return useOfflineWrite(
    (body: CravingBody & { at: string }) => ({
      ...resolveWrite('post', '/api/envies', { body }),
      fallback: 'Votre envie n’a pas pu être notée.',
      label: 'Envie notée',
      target: `envie:${body.at}`,
    }),
    [cravingsKey],
  );
}
