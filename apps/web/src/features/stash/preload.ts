import type { QueryClient } from '@tanstack/react-query';
import { askFor } from '../../lib/queries/ask-for.ts';
import { stashQuery } from '../../lib/queries/use-stash.ts';

/** /stock's data, asked for by its route while the page's code downloads (app/preload-data.ts). */
export function preload(queryClient: QueryClient) {
  return askFor(queryClient, [stashQuery]);
}
