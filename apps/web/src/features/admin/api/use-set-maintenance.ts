import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetMaintenanceBody } from '@vapolib/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { maintenanceSettingKey } from './use-maintenance-setting.ts';

/** POST /maintenance: switches the mode for everyone but admins, with the message users see. */
export function useSetMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetMaintenanceBody) =>
      apiClient.POST('/api/maintenance', { body, fallback: 'Action impossible' }),
    onSuccess: (status) => {
      queryClient.setQueryData(maintenanceSettingKey, {
        maintenance: status.maintenance,
        message: status.message,
      });
      // The route guard's own copy of the status.
      return queryClient.invalidateQueries({ queryKey: ['maintenance'] });
    },
  });
}
