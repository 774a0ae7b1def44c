import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const maintenanceSettingKey = ['admin', 'maintenance'] as const;

/** GET /maintenance for the settings screen. */
export function useMaintenanceSetting() {
  return useQuery({
    queryKey: maintenanceSettingKey,
    queryFn: ({ signal }) =>
      apiClient.GET('/api/maintenance', { fallback: 'Impossible de récupérer le statut', signal }),
  });
}
