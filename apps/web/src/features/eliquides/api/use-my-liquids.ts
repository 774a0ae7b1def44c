import { useQuery } from '@tanstack/react-query';
import type { Eliquide } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';

/** The user's liquids with their rank, as the server sorts them (by rank). */
export function useMyLiquids() {
  return useQuery({
    queryKey: ['eliquides', 'list'],
    queryFn: ({ signal }) =>
      api<Eliquide[]>('/eliquides', { fallback: 'Erreur chargement des e-liquides', signal }),
  });
}
