import type { CountResponse } from '@vapolib/contracts';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client.ts';

export interface LandingFigures {
  aromes: number | null;
  users: number | null;
}

async function count(path: string, signal: AbortSignal) {
  const rows = await api<CountResponse>(path, { fallback: 'Chiffres indisponibles', signal });
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
      count('/aromes/count', controller.signal).catch(() => null),
      count('/auth/count', controller.signal).catch(() => null),
    ]).then(([aromes, users]) => {
      if (!controller.signal.aborted) setFigures({ aromes, users });
    });
    return () => controller.abort();
  }, []);
  return figures;
}
