import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { fetchPage } from './fetch-page.ts';

const adminAromesKey = ['admin', 'aromes'] as const;

interface AromesPageQuery {
  search: string;
  page: number;
  pageSize: number;
}

/**
 * One page of the catalogue (active and inactive) for the admin table, searched on the server, with the
 * number of aromas the search finds: the catalogue can hold 100 000 aromas, the phone gets one page.
 */
export function useAromesPage({ search, page, pageSize }: AromesPageQuery) {
  return useQuery({
    queryKey: [...adminAromesKey, { search, page, pageSize }],
    queryFn: ({ signal }) => {
      const request = { fallback: 'Erreur chargement arômes', signal };
      return fetchPage(
        apiClient.GET('/api/aromes', { params: { query: { search, page, pageSize } }, ...request }),
        apiClient.GET('/api/aromes/count', { params: { query: { search } }, ...request }),
      );
    },
    // The table keeps the previous page while the next one loads, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}
