import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, LOAD_FAILED_TEXT } from '../../../lib/api-client.ts';
import { pendingWrites } from '../../../lib/outbox.ts';
import { cigarettesKey } from '../../../lib/queries/device-keys.ts';
import { withPendingDevices } from '../../../lib/queries/pending-devices.ts';

/** GET /cigarettes: the user's devices, with the ones added offline and not sent yet. */
export const cigarettesQuery = queryOptions({
  queryKey: cigarettesKey,
  queryFn: async ({ signal }) =>
    withPendingDevices(
      await apiClient.GET('/api/cigarettes', { fallback: LOAD_FAILED_TEXT, signal }),
      await pendingWrites(),
    ),
});

export function useCigarettes() {
  return useQuery(cigarettesQuery);
}
