import { useQuery } from '@tanstack/react-query';
import { timings } from '@vapolib/domain';
import { apiClient } from '../../../lib/api-client.ts';

/** Polls GET /maintenance every 4 s; errors are ignored (the last answer stays). */
export function useMaintenanceStatus() {
  return useQuery({
    queryKey: ['maintenance'],
    queryFn: ({ signal }) =>
      apiClient.GET('/api/maintenance', { fallback: 'Impossible de récupérer le statut', signal }),
    refetchInterval: timings.maintenancePollMs,
    refetchIntervalInBackground: true,
    retry: false,
    staleTime: 0,
  });
}
