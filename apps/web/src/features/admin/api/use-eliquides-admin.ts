import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiInit, apiClient } from '../../../lib/api-client.ts';
import { fetchPage } from './fetch-page.ts';

const adminEliquidesKey = ['admin', 'eliquides'] as const;

type ListQuery = NonNullable<ApiInit<'get', '/api/eliquides/admin'>['params']>['query'];

export interface AdminEliquidesQuery {
  brand: string;
  search: string;
  sort: NonNullable<NonNullable<ListQuery>['sort']>;
  page: number;
  pageSize: number;
}

const fallback = 'Erreur chargement des e-liquides';

/**
 * One page of every user's liquids (admin), filtered, sorted and counted by the server: the phone gets one
 * page, however many liquids the users rated.
 */
export function useAdminEliquidesPage(query: AdminEliquidesQuery) {
  return useQuery({
    queryKey: [...adminEliquidesKey, query],
    queryFn: ({ signal }) => {
      const { brand, search, sort, page, pageSize } = query;
      return fetchPage(
        apiClient.GET('/api/eliquides/admin', {
          params: { query: { brand, search, sort, page, pageSize } },
          fallback,
          signal,
        }),
        apiClient.GET('/api/eliquides/count', { params: { query: { brand, search } }, fallback, signal }),
      );
    },
    placeholderData: keepPreviousData,
  });
}

/** The brands of the rated liquids, for the brand filter. */
export function useAdminEliquideBrands() {
  return useQuery({
    queryKey: [...adminEliquidesKey, 'brands'],
    queryFn: ({ signal }) => apiClient.GET('/api/eliquides/admin/brands', { fallback, signal }),
  });
}
