import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateEliquideBody } from '@vapolib/contracts';
import { dropSetAside, type SetAsideWrite, setAsideWrites } from '../../../lib/outbox.ts';
import { NEW_LIQUID_TARGET, type PendingLiquidShown } from '../../../lib/queries/pending-liquids.ts';

/** A liquid added offline whose aroma had meanwhile been rated from another device (409 on sending). */
export interface LiquidConflict {
  id: string;
  existingId: number;
  message: string;
  aromeName: string;
  body: CreateEliquideBody;
}

const conflictsKey = ['eliquides', 'conflicts'];

const asConflict = (write: SetAsideWrite): LiquidConflict => ({
  id: write.id,
  existingId: write.existingId,
  message: write.message,
  aromeName: (write.shown as Partial<PendingLiquidShown> | undefined)?.arome_name ?? '',
  body: write.body as CreateEliquideBody,
});

/** The liquids added offline and set aside on a conflict, waiting for the user to choose which rating to keep. */
export function useLiquidConflicts() {
  return useQuery({
    queryKey: conflictsKey,
    queryFn: async () =>
      (await setAsideWrites())
        .filter((write) => write.target.startsWith(`${NEW_LIQUID_TARGET}:`))
        .map(asConflict),
  });
}

/** Forgets a conflict once the user has chosen (and, for their offline rating, once its update is sent or queued). */
export function useSettleConflict() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dropSetAside(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conflictsKey }),
  });
}
