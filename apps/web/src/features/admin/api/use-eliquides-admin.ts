import { useQuery } from '@tanstack/react-query';
import type { Eliquide } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';

export const adminEliquidesKey = ['admin', 'eliquides'] as const;

/** Every user's liquids (admin), with their owner's user_id. */
export function useAdminEliquides() {
  return useQuery({
    queryKey: adminEliquidesKey,
    queryFn: ({ signal }) =>
      api<Eliquide[]>('/eliquides/admin', { fallback: 'Erreur chargement des e-liquides', signal }),
  });
}
