import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, LOAD_FAILED_TEXT } from '../../../lib/api-client.ts';
import { coilHistoryKey } from '../../../lib/queries/device-keys.ts';

/** GET /resistance/historique: the coils « Changer » replaced, newest first. */
export const coilHistoryQuery = queryOptions({
  queryKey: coilHistoryKey,
  queryFn: ({ signal }) =>
    apiClient.GET('/api/resistance/historique', { fallback: LOAD_FAILED_TEXT, signal }),
});

export function useCoilHistory() {
  return useQuery(coilHistoryQuery);
}
