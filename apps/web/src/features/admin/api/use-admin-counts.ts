import { useQuery } from '@tanstack/react-query';
import type { CountResponse } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';

const count = async (path: string, signal: AbortSignal) =>
  (await api<CountResponse>(path, { fallback: 'Erreur chargement', signal }))[0]?.['COUNT(*)'] ?? 0;

/** The dashboard figures: users, aromas and users' e-liquids. */
export function useAdminCounts() {
  return useQuery({
    queryKey: ['admin', 'counts'],
    queryFn: async ({ signal }) => {
      const [users, aromes, eliquides] = await Promise.all([
        count('/auth/count', signal),
        count('/aromes/count', signal),
        count('/eliquides/count', signal),
      ]);
      return { users, aromes, eliquides };
    },
  });
}
