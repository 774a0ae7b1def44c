import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type QueuedWrite, sendOrQueue } from './outbox.ts';
import type { PendingWrite } from './pending-writes.ts';

/** What a screen writes: resolveWrite(method, path, {params, body}) from lib/api-client, and its texts. */
type OfflineWrite<T = unknown> = Omit<QueuedWrite<T>, 'id' | 'queuedAt' | 'userId'>;

/** The text to show when a write was kept for later. */
export const QUEUED_TEXT =
  'Pas de réseau : la modification est gardée et sera envoyée dès le retour de la connexion.';

/**
 * A mutation that still works offline: without network the write goes to the outbox (and `queued` is true);
 * with network it is sent at once and the given queries are refreshed.
 */
export function useOfflineWrite<TVariables, TData>(
  toWrite: (variables: TVariables) => OfflineWrite<TData>,
  invalidate: QueryKey[],
  /** Shows a queued change at once in the cached data, so the screen does not contradict the user. */
  showQueued?: (queryClient: QueryClient, write: OfflineWrite) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => sendOrQueue<TData>(toWrite(variables)),
    onSuccess: async (result, variables) => {
      if (result.queued) return showQueued?.(queryClient, toWrite(variables));
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

/**
 * The usual `showQueued`: the write shown in one cached query through that data's `withPending…` function
 * (nothing while the query is not loaded).
 */
export const showQueuedIn =
  <T>(queryKey: QueryKey, withPending: (data: T, writes: readonly PendingWrite[]) => T) =>
  (queryClient: QueryClient, write: OfflineWrite) =>
    queryClient.setQueryData<T>(queryKey, (data) => (data ? withPending(data, [write]) : data));
