import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, LOAD_FAILED_TEXT } from '../api-client.ts';
import { pendingWrites } from '../outbox.ts';
import { coilsKey } from './device-keys.ts';
import { withPendingCoilChanges } from './pending-coil-changes.ts';

/** GET /resistance: the user's coils, each with its device's model. */
export const coilsQuery = queryOptions({
  queryKey: coilsKey,
  queryFn: async ({ signal }) =>
    // A "Changer" made offline and not sent yet stays on screen, even after a restart.
    withPendingCoilChanges(
      await apiClient.GET('/api/resistance', { fallback: LOAD_FAILED_TEXT, signal }),
      await pendingWrites(),
    ),
});

export function useCoils() {
  return useQuery(coilsQuery);
}
