import { useQuery } from '@tanstack/react-query';
import { apiClient, LOAD_FAILED_TEXT } from '../../../lib/api-client.ts';

export const adminCoilsKey = ['admin', 'resistance'] as const;

/** GET /resistance/admin: every user's coils. */
export function useAdminCoils() {
  return useQuery({
    queryKey: adminCoilsKey,
    queryFn: ({ signal }) => apiClient.GET('/api/resistance/admin', { fallback: LOAD_FAILED_TEXT, signal }),
  });
}
