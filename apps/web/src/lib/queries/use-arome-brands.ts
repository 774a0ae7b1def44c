import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';

/** The brands of the active aromas, sorted by the server. */
export function useAromeBrands() {
  return useQuery({
    queryKey: ['aromes', 'brands'],
    queryFn: ({ signal }) =>
      apiClient.GET('/api/aromes/brands', { fallback: 'Erreur chargement des marques', signal }),
    staleTime: 10 * 60_000,
  });
}
