import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';

/** Active aromas matching `name` (20 at most), narrowed by `brand`; never asked for an empty name. */
export function useAromeSearch(name: string, brand: string) {
  const query = name.trim();
  return useQuery({
    queryKey: ['aromes', 'search', query, brand],
    queryFn: ({ signal }) =>
      apiClient.GET('/api/aromes/search', {
        params: { query: { name: query, brand: brand || undefined } },
        fallback: 'Erreur lors de la recherche',
        signal,
      }),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
