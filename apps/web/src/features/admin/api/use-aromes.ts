import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Arome, CountResponse } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';

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
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ search, page: String(page), pageSize: String(pageSize) });
      const [rows, counted] = await Promise.all([
        api<Arome[]>(`/aromes?${params}`, { fallback: 'Erreur chargement arômes', signal }),
        api<CountResponse>(`/aromes/count?${new URLSearchParams({ search })}`, {
          fallback: 'Erreur chargement arômes',
          signal,
        }),
      ]);
      return { rows, total: counted[0]?.['COUNT(*)'] ?? rows.length };
    },
    // The table keeps the previous page while the next one loads, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}
