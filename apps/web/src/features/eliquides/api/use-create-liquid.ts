import type { CreateEliquideBody, Eliquide } from '@vapolib/contracts';
import { resolveWrite } from '../../../lib/api-client.ts';
import {
  NEW_LIQUID_TARGET,
  type PendingLiquidShown,
  withPendingLiquids,
} from '../../../lib/queries/pending-liquids.ts';
import { myLiquidsQuery } from '../../../lib/queries/use-my-liquids.ts';
import { showQueuedIn, useOfflineWrite } from '../../../lib/use-offline-write.ts';

/** What the notice says when the aroma turned out to be rated already (from another device) on sending. */
export const SET_ASIDE_NOTICE =
  'ce liquide existe déjà. Votre note est gardée : choisissez laquelle conserver dans « Mes liquides ».';

/**
 * Rates an aroma; a 409 (already rated) carries the existing liquid's id in the ApiError body. Without network
 * the liquid waits in the outbox and shows in the list; a 409 on sending sets it aside for the user to choose
 * (see LiquidConflicts), so its rating and comment are never lost.
 */
export function useCreateLiquid() {
  return useOfflineWrite(
    ({ body, shown }: { body: CreateEliquideBody; shown: PendingLiquidShown }) => ({
      ...resolveWrite('post', '/api/eliquides', { body }),
      fallback: 'Erreur lors de l’ajout du liquide',
      label: `Ajout de ${shown.arome_name}`,
      target: `${NEW_LIQUID_TARGET}:${body.arome_id}`,
      shown,
      onConflict: { notice: SET_ASIDE_NOTICE },
    }),
    [['eliquides']],
    showQueuedIn<Eliquide[]>(myLiquidsQuery.queryKey, withPendingLiquids),
  );
}
