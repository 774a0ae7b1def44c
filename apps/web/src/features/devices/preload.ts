import type { QueryClient } from '@tanstack/react-query';
import { askFor } from '../../lib/queries/ask-for.ts';
import { coilsQuery } from '../../lib/queries/use-coils.ts';
import { cigarettesQuery } from './api/use-cigarettes.ts';
import { coilHistoryQuery } from './api/use-coil-history.ts';

/** /resistance's data, asked for by its route while the page's code downloads (app/preload-data.ts). */
export function preload(queryClient: QueryClient) {
  return askFor(queryClient, [cigarettesQuery, coilsQuery, coilHistoryQuery]);
}
