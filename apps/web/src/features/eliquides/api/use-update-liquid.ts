import type { Eliquide, UpdateEliquideBody } from '@vapolib/contracts';
import { resolveWrite } from '../../../lib/api-client.ts';
import { withPendingLiquidEdit } from '../../../lib/queries/pending-liquid-edits.ts';
import { useOfflineWrite } from '../../../lib/use-offline-write.ts';

interface LiquidUpdate {
  id: number;
  /** For the offline notice: "Note de Vanilla Custard". */
  name: string;
  body: UpdateEliquideBody;
}

/** Changes the rating and the comment; without network the change waits in the outbox. */
export function useUpdateLiquid() {
  return useOfflineWrite(
    ({ id, name, body }: LiquidUpdate) => ({
      ...resolveWrite('patch', '/api/eliquides/{id}', { params: { path: { id: String(id) } }, body }),
      fallback: 'Erreur lors de la mise à jour du liquide',
      label: `Note de ${name}`,
      target: `eliquide:${id}`,
    }),
    [['eliquides']],
    (queryClient, write) => {
      const apply = (liquid: Eliquide) => withPendingLiquidEdit(liquid, [write]);
      queryClient.setQueryData<Eliquide>(['eliquides', 'one', write.target.split(':')[1]], (liquid) =>
        liquid ? apply(liquid) : liquid,
      );
      queryClient.setQueryData<Eliquide[]>(['eliquides', 'list'], (liquids) => liquids?.map(apply));
    },
  );
}
