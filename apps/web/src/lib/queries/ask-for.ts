import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';

/** Waits for the next task, so the browser may paint or answer the user in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Asks for each query; resolves once those with nothing cached yet have answered. Cached ones (even stale)
 * are refreshed without waiting: the page can show them at once, as it did before. Each query is asked in a
 * task of its own: building and sending a request costs a phone 15–20 ms, six of them in one task made /home's
 * longest task but one.
 */
export async function askFor(
  queryClient: QueryClient,
  // biome-ignore lint/suspicious/noExplicitAny: each query has its own data type.
  queries: FetchQueryOptions<any, any, any, any>[],
): Promise<unknown> {
  const waits: Promise<unknown>[] = [];
  for (const [index, query] of queries.entries()) {
    if (index > 0) await nextTask();
    const asked = queryClient.prefetchQuery(query);
    if (queryClient.getQueryData(query.queryKey) === undefined) waits.push(asked);
  }
  return Promise.all(waits);
}
