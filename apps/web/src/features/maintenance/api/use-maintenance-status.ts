import { useQuery } from '@tanstack/react-query';
import type { MaintenanceStatus } from '@vapolib/contracts';
import { timings } from '@vapolib/domain';
import { api } from '../../../lib/api-client.ts';

/** Polls GET /maintenance every 4 s; errors are ignored (the last answer stays). */
export function useMaintenanceStatus() {
  return useQuery({
    queryKey: ['maintenance'],
    queryFn: ({ signal }) =>
      api<MaintenanceStatus>('/maintenance', { fallback: 'Impossible de récupérer le statut', signal }),
    refetchInterval: timings.maintenancePollMs,
    refetchIntervalInBackground: true,
    retry: false,
    staleTime: 0,
  });
}
