import type { NicotineLogBody, NicotineStatus } from '@vapolib/contracts';
import { resolveWrite } from '../../../lib/api-client.ts';
import { formatShortDate } from '../../../lib/dates.ts';
import { withPendingLogs } from '../../../lib/queries/pending-logs.ts';
import { nicotineStatusKey } from '../../../lib/queries/use-nicotine-status.ts';
import { useOfflineWrite } from '../../../lib/use-offline-write.ts';

/**
 * « Je vape ce mélange »: POST /nicotine/log for today with the batch's strength as the rate. The same outbox
 * target as the nicotine page's log, so a later save of the same day replaces it rather than racing it.
 */
export function useVapeBatch() {
  return useOfflineWrite(
    (body: NicotineLogBody) => ({
      ...resolveWrite('post', '/api/nicotine/log', { body }),
      errorField: 'error',
      fallback: 'Erreur ajout log',
      label: `Consommation du ${formatShortDate(body.date)}`,
      target: `nicotine-log:${body.date}`,
    }),
    [nicotineStatusKey],
    (queryClient, write) =>
      queryClient.setQueryData<NicotineStatus | null>(nicotineStatusKey, (status) =>
        status ? withPendingLogs(status, [write]) : status,
      ),
  );
}
