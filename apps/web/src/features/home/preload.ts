import type { QueryClient } from '@tanstack/react-query';
import { decodeSession, storedToken } from '../../lib/auth-token.ts';
import { askFor } from '../../lib/queries/ask-for.ts';
import { batchesQuery } from '../../lib/queries/use-batches.ts';
import { coilsQuery } from '../../lib/queries/use-coils.ts';
import { myLiquidsQuery } from '../../lib/queries/use-my-liquids.ts';
import { nicotineStatusQuery } from '../../lib/queries/use-nicotine-status.ts';
import { spendingQuery } from '../../lib/queries/use-spending.ts';
import { currentUserQuery } from '../../lib/use-current-user.ts';

/** /home's data, asked for by its route while the page's code downloads (app/preload-data.ts). */
export function preload(queryClient: QueryClient) {
  return askFor(queryClient, [
    currentUserQuery(decodeSession(storedToken())?.userId),
    myLiquidsQuery,
    coilsQuery,
    nicotineStatusQuery,
    spendingQuery,
    batchesQuery,
  ]);
}
