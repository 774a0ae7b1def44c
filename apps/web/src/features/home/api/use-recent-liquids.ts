import { useQuery } from '@tanstack/react-query';
import type { Eliquide } from '@vapolib/contracts';
import { mostRecentLiquids } from '@vapolib/domain';
import { api } from '../../../lib/api-client.ts';

/** The user's 4 most recently added liquids (spec §2 /home); shares its cache with the /eliquides list. */
export function useRecentLiquids() {
  return useQuery({
    queryKey: ['eliquides', 'list'],
    queryFn: ({ signal }) =>
      api<Eliquide[]>('/eliquides', { fallback: 'Erreur chargement des e-liquides', signal }),
    select: (liquids) => mostRecentLiquids(liquids, 4),
  });
}
