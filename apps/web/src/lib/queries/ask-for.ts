import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';

/**
 * Asks for each query; resolves once those with nothing cached yet have answered. Cached ones (even stale)
 * are refreshed without waiting: the page can show them at once, as it did before.
 */
export function askFor(
  queryClient: QueryClient,
  // biome-ignore lint/suspicious/noExplicitAny: each query has its own data type.
  queries: FetchQueryOptions<any, any, any, any>[],
): Promise<unknown> {
  return Promise.all(
    queries.map((query) => {
      const asked = queryClient.prefetchQuery(query);
      return queryClient.getQueryData(query.queryKey) === undefined ? asked : undefined;
    }),
  );
}
