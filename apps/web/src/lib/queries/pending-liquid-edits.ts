import type { Eliquide, UpdateEliquideBody } from '@vapolib/contracts';
import { type PendingWrite, pendingBodies } from '../pending-writes.ts';

/** A liquid with its rating or comment change still waiting to be sent. */
export function withPendingLiquidEdit(liquid: Eliquide, writes: readonly PendingWrite[]): Eliquide {
  const edit = pendingBodies<UpdateEliquideBody>(writes, 'eliquide').get(String(liquid.id));
  if (!edit) return liquid;
  return {
    ...liquid,
    rating: edit.rating ?? liquid.rating,
    description: edit.description === undefined ? liquid.description : edit.description || null,
  };
}
