import { useQuery } from '@tanstack/react-query';
import type { AdminResistance } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';

export const adminCoilsKey = ['admin', 'resistance'] as const;

/** GET /resistance/admin: every user's coils. */
export function useAdminCoils() {
  return useQuery({
    queryKey: adminCoilsKey,
    queryFn: ({ signal }) =>
      api<AdminResistance[]>('/resistance/admin', { fallback: 'Erreur load data', signal }),
  });
}
