import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Arome } from '@vapolib/contracts';
import { fetchPage } from './fetch-page.ts';

export const adminAromesKey = ['admin', 'aromes'] as const;

export interface AromesPageQuery {
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
    queryFn: ({ signal }) =>
      fetchPage<Arome>(
        { list: '/aromes', count: '/aromes/count' },
        { search },
        { page, pageSize },
        { fallback: 'Erreur chargement arômes', signal },
      ),
    // The table keeps the previous page while the next one loads, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}
