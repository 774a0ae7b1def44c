import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { adminCoilsKey } from './use-admin-coils.ts';
import { adminDevicesKey } from './use-admin-devices.ts';

/** DELETE /cigarettes/:id as an admin: the device and its coils go. */
export function useAdminDeleteDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.DELETE('/api/cigarettes/{id}', {
        params: { path: { id: String(id) } },
        fallback: 'Erreur suppression',
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminDevicesKey }),
        queryClient.invalidateQueries({ queryKey: adminCoilsKey }),
      ]),
  });
}
