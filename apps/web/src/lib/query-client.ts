import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { decodeSession, onSessionChange, storedToken } from './auth-token.ts';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not get better by asking again.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
        // Ask even when offline: the service worker answers with the last data it saw.
        networkMode: 'offlineFirst',
      },
      mutations: { networkMode: 'offlineFirst' },
    },
  });
}

/**
 * Empties the cached queries whenever another account signs in (or the user signs out), so nobody sees the
 * previous one's liquids, plan or coils. The queries only: the login's own mutation must still run its
 * callbacks. Returns how to stop.
 */
export function forgetDataOnAccountChange(queryClient: QueryClient) {
  let signedInUserId = decodeSession(storedToken())?.userId ?? null;
  return onSessionChange(() => {
    const userId = decodeSession(storedToken())?.userId ?? null;
    if (userId === signedInUserId) return;
    signedInUserId = userId;
    queryClient.removeQueries();
  });
}
