import { useQuery } from '@tanstack/react-query';
import type { Eliquide } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';

/** The user's 4 most recently added liquids (spec §2 /home). */
export function useRecentLiquids() {
  return useQuery({
    queryKey: ['eliquides', 'list'],
    queryFn: ({ signal }) =>
      api<Eliquide[]>('/eliquides', { fallback: 'Erreur chargement des e-liquides', signal }),
    select: (liquids) => [...liquids].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, 4),
  });
}
