import type { NicotineLogBody, NicotineStatus, SpendingOverview } from '@vapolib/contracts';
import { resolveWrite } from '../api-client.ts';
import { formatDay } from '../dates.ts';
import { useOfflineWrite } from '../use-offline-write.ts';
import { coilsKey } from './device-keys.ts';
import { withPendingLogs } from './pending-logs.ts';
import { nicotineStatusKey } from './use-nicotine-status.ts';
import { spendingKey } from './use-spending.ts';

/**
 * POST /nicotine/log (the log form, and « Je vape ce mélange » with a batch's rate): one log a day, the same date
 * again updates it; without network it waits in the outbox, one write per day.
 */
export function useSaveLog() {
  return useOfflineWrite(
    (body: NicotineLogBody) => ({
      ...resolveWrite('post', '/api/nicotine/log', { body }),
      errorField: 'error',
      fallback: 'Erreur ajout log',
      label: `Consommation du ${formatDay(body.date)}`,
      // A second save of the same day offline replaces the first: the server keeps one log a day anyway.
      target: `nicotine-log:${body.date}`,
    }),
    // « Mes économies » counts the logged mL of the month and the coils wear with them: both follow the log.
    [nicotineStatusKey, spendingKey, coilsKey],
    async (queryClient, write) => {
      queryClient.setQueryData<NicotineStatus | null>(nicotineStatusKey, (status) =>
        status ? withPendingLogs(status, [write]) : status,
      );
      // Loaded only now: its module builds the contracts' spending schemas (zod), which /nicotine need not load.
      const { withPendingSpending } = await import('./pending-spending.ts');
      queryClient.setQueryData<SpendingOverview>(spendingKey, (overview) =>
        overview ? withPendingSpending(overview, [write]) : overview,
      );
    },
  );
}
