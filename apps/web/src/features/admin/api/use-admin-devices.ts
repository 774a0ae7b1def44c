import { useQuery } from '@tanstack/react-query';
import { apiClient, LOAD_FAILED_TEXT } from '../../../lib/api-client.ts';

export const adminDevicesKey = ['admin', 'cigarettes'] as const;

/** GET /cigarettes/admin: every user's devices. */
export function useAdminDevices() {
  return useQuery({
    queryKey: adminDevicesKey,
    queryFn: ({ signal }) => apiClient.GET('/api/cigarettes/admin', { fallback: LOAD_FAILED_TEXT, signal }),
  });
}
