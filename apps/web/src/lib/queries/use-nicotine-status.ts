import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { pendingWrites } from '../outbox.ts';
import { withPendingLogs } from './pending-logs.ts';

export const nicotineStatusKey = ['nicotine', 'status'] as const;

/** GET /nicotine/status, null when there is no plan yet (asked as `noPlan=null`: no 404 in the console). */
export const nicotineStatusQuery = queryOptions({
  queryKey: nicotineStatusKey,
  queryFn: async ({ signal }) => {
    const status = await apiClient.GET('/api/nicotine/status', {
      params: { query: { noPlan: 'null' } },
      fallback: 'Erreur statut nicotine',
      errorField: 'error',
      signal,
    });
    // Logs saved offline and not sent yet stay on screen, even after a restart.
    return status && withPendingLogs(status, await pendingWrites());
  },
});

export function useNicotineStatus() {
  return useQuery(nicotineStatusQuery);
}
