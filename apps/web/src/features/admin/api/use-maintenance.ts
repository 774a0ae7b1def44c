import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MaintenanceStatus, SetMaintenanceBody } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';

const key = ['admin', 'maintenance'] as const;

export function useMaintenanceSetting() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api<MaintenanceStatus>('/maintenance', { fallback: 'Impossible de récupérer le statut', signal }),
  });
}

export function useSetMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetMaintenanceBody) =>
      api<MaintenanceStatus & { info: string }>('/maintenance', {
        method: 'POST',
        body,
        fallback: 'Action impossible',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
