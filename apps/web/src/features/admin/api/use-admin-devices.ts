import { useQuery } from '@tanstack/react-query';
import type { AdminCigarette } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';

export const adminDevicesKey = ['admin', 'cigarettes'] as const;

/** GET /cigarettes/admin: every user's devices. */
export function useAdminDevices() {
  return useQuery({
    queryKey: adminDevicesKey,
    queryFn: ({ signal }) =>
      api<AdminCigarette[]>('/cigarettes/admin', { fallback: 'Erreur load data', signal }),
  });
}
