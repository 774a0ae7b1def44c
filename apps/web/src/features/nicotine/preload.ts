import type { QueryClient } from '@tanstack/react-query';
import { askFor } from '../../lib/queries/ask-for.ts';
import { nicotineStatusQuery } from '../../lib/queries/use-nicotine-status.ts';
import { spendingQuery } from '../../lib/queries/use-spending.ts';

/** /nicotine's data, asked for by its route while the page's code downloads (app/preload-data.ts). */
export function preload(queryClient: QueryClient) {
  return askFor(queryClient, [nicotineStatusQuery, spendingQuery]);
}
