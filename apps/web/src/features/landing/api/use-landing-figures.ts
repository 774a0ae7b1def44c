import { useEffect, useState } from 'react';
import { apiClient } from '../../../lib/api-client.ts';

interface LandingFigures {
  aromes: number | null;
  users: number | null;
}

async function count(path: '/api/aromes/count' | '/api/auth/count', signal: AbortSignal) {
  const rows = await apiClient.GET(path, { fallback: 'Chiffres indisponibles', signal });
  return rows[0]?.['COUNT(*)'] ?? null;
}

/**
 * Live counts for the figures section; a failure just leaves the advertised figures. A plain effect rather
 * than the data layer: the landing page is its own light entry and must not pull TanStack Query in.
 */
export function useLandingFigures(): LandingFigures | null {
  const [figures, setFigures] = useState<LandingFigures | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    Promise.all([
      count('/api/aromes/count', controller.signal).catch(() => null),
      count('/api/auth/count', controller.signal).catch(() => null),
    ]).then(([aromes, users]) => {
      if (!controller.signal.aborted) setFigures({ aromes, users });
    });
    return () => controller.abort();
  }, []);
  return figures;
}
