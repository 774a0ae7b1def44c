import type { QueryClient } from '@tanstack/react-query';
import { askFor } from '../../lib/queries/ask-for.ts';
import { clockQuery } from '../../lib/queries/use-smoke-free-clock.ts';
import { cravingsQuery } from './api/use-cravings.ts';

/** « Mes envies »'s data, asked for by its route while the page's code downloads (app/preload-data.ts). */
export function preloadCravings(queryClient: QueryClient) {
  return askFor(queryClient, [cravingsQuery]);
}

/** /sans-tabac's data, the same way. */
export function preloadClock(queryClient: QueryClient) {
  return askFor(queryClient, [clockQuery]);
}
