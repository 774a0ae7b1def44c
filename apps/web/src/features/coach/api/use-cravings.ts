import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const cravingsKey = ['envies'] as const;

/** GET /envies: the 30 days of « Mes envies » (cached for offline use). */
export const cravingsQuery = queryOptions({
  queryKey: cravingsKey,
  queryFn: ({ signal }) =>
    apiClient.GET('/api/envies', { fallback: 'Vos envies n’ont pas pu être chargées.', signal }),
});

export function useCravings() {
  return useQuery(cravingsQuery);
}
