import type { NicotineLogBody, NicotineStatus, SpendingOverview } from '@vapolib/contracts';
import { resolveWrite } from '../../../lib/api-client.ts';
import { formatShortDate } from '../../../lib/dates.ts';
import { coilsKey } from '../../../lib/queries/device-keys.ts';
import { withPendingLogs } from '../../../lib/queries/pending-logs.ts';
import { withPendingSpending } from '../../../lib/queries/pending-spending.ts';
import { nicotineStatusKey } from '../../../lib/queries/use-nicotine-status.ts';
import { spendingKey } from '../../../lib/queries/use-spending.ts';
import { useOfflineWrite } from '../../../lib/use-offline-write.ts';

/** POST /nicotine/log: one log a day, the same date again updates it; without network it waits in the outbox. */
export function useSaveLog() {
  return useOfflineWrite(
    (body: NicotineLogBody) => ({
      ...resolveWrite('post', '/api/nicotine/log', { body }),
      errorField: 'error',
      fallback: 'Erreur ajout log',
      label: `Consommation du ${formatShortDate(body.date)}`,
      // A second save of the same day offline replaces the first: the server keeps one log a day anyway.
      target: `nicotine-log:${body.date}`,
    }),
    // « Mes économies » counts the logged mL of the month and the coils wear with them: both follow the log.
    [nicotineStatusKey, spendingKey, coilsKey],
    (queryClient, write) => {
      queryClient.setQueryData<NicotineStatus | null>(nicotineStatusKey, (status) =>
        status ? withPendingLogs(status, [write]) : status,
      );
      queryClient.setQueryData<SpendingOverview>(spendingKey, (overview) =>
        overview ? withPendingSpending(overview, [write]) : overview,
      );
    },
  );
}
