import type { Eliquide, UpdateEliquideBody } from '@vapolib/contracts';
import { useOfflineWrite } from '../../../lib/use-offline-write.ts';

export interface LiquidUpdate {
  id: number;
  /** For the offline notice: "Note de Vanilla Custard". */
  name: string;
  body: UpdateEliquideBody;
}

/** Changes the rating and the comment; without network the change waits in the outbox. */
export function useUpdateLiquid() {
  return useOfflineWrite<LiquidUpdate>(
    ({ id, name, body }) => ({
      method: 'PATCH',
      path: `/eliquides/${id}`,
      body,
      fallback: 'Erreur lors de la mise à jour du liquide',
      label: `Note de ${name}`,
      target: `eliquide:${id}`,
    }),
    [['eliquides']],
    (queryClient, { id, body }) => {
      const apply = (liquid: Eliquide) =>
        liquid.id === id
          ? {
              ...liquid,
              rating: body.rating ?? liquid.rating,
              description: body.description === undefined ? liquid.description : body.description || null,
            }
          : liquid;
      queryClient.setQueryData<Eliquide>(['eliquides', 'one', String(id)], (liquid) =>
        liquid ? apply(liquid) : liquid,
      );
      queryClient.setQueryData<Eliquide[]>(['eliquides', 'list'], (liquids) => liquids?.map(apply));
    },
  );
}
