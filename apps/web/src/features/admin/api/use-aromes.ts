import { useQuery } from '@tanstack/react-query';
import type { Arome } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';

export const adminAromesKey = ['admin', 'aromes'] as const;

/** The whole catalogue, active and inactive (admin). */
export function useAromes() {
  return useQuery({
    queryKey: adminAromesKey,
    queryFn: ({ signal }) => api<Arome[]>('/aromes', { fallback: 'Erreur chargement arômes', signal }),
  });
}
