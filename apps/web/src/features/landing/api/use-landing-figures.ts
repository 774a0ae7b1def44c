import { useQuery } from '@tanstack/react-query';
import type { CountResponse } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';

async function count(path: string, signal: AbortSignal) {
  const rows = await api<CountResponse>(path, { fallback: 'Chiffres indisponibles', signal });
  return rows[0]?.['COUNT(*)'] ?? null;
}

/** Live counts for the figures section; a failure just leaves the advertised figures. */
export function useLandingFigures() {
  return useQuery({
    queryKey: ['landing', 'figures'],
    queryFn: async ({ signal }) => {
      const [aromes, users] = await Promise.all([
        count('/aromes/count', signal).catch(() => null),
        count('/auth/count', signal).catch(() => null),
      ]);
      return { aromes, users };
    },
    staleTime: 5 * 60_000,
  });
}
