import { useQueries } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The dashboard figures, one call each, so one failure leaves the other figures shown. */
export const adminCounts = [
  { key: 'users', path: '/api/auth/count', label: 'Utilisateurs' },
  { key: 'aromes', path: '/api/aromes/count', label: 'Arômes au catalogue' },
  { key: 'eliquides', path: '/api/eliquides/count', label: 'E-liquides des utilisateurs' },
] as const;

/** GET /auth/count, /aromes/count and /eliquides/count: `[{ "COUNT(*)": n }]`. */
export function useAdminCounts() {
  return useQueries({
    queries: adminCounts.map((count) => ({
      queryKey: ['admin', 'counts', count.key],
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await apiClient.GET(count.path, { fallback: 'Erreur chargement', signal }))[0]?.['COUNT(*)'] ?? 0,
    })),
  });
}
