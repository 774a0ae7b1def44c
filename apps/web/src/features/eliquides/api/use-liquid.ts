import { useQuery } from '@tanstack/react-query';
import type { Eliquide } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';

/** One of the user's liquids; another user's id, or one that does not exist, fails with a 404. */
export function useLiquid(id: string) {
  return useQuery({
    queryKey: ['eliquides', 'one', id],
    queryFn: ({ signal }) =>
      api<Eliquide>(`/eliquides/${encodeURIComponent(id)}`, {
        fallback: 'Erreur chargement du liquide',
        signal,
      }),
  });
}
