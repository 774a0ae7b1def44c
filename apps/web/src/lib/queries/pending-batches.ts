import type { Batch, BatchList, CreateBatchBody, UpdateBatchBody } from '@vapolib/contracts';
import { batchReadyRange } from '@vapolib/domain';
import { type PendingWrite, pendingBodies } from '../pending-writes.ts';

/** The outbox targets of batch writes: a new one (its own key), a reminder switch, a deletion. */
export const batchTargets = {
  create: 'preparation-new',
  change: 'preparation-change',
  remove: 'preparation-delete',
} as const;

/** A batch made offline, not sent yet: shown with a temporary id below 0 (nothing can be done to it yet). */
export const isPendingBatch = (batch: Pick<Batch, 'id'>) => batch.id < 0;

/**
 * The list with the batch writes still waiting to be sent: new batches (their ready days from the guide),
 * changed reminders, and without the deleted ones, so the screen shows what the user did offline.
 */
export function withPendingBatches(list: BatchList, writes: readonly PendingWrite[]): BatchList {
  const created = pendingBodies<CreateBatchBody>(writes, batchTargets.create);
  const changed = pendingBodies<UpdateBatchBody>(writes, batchTargets.change);
  const removed = pendingBodies<unknown>(writes, batchTargets.remove);
  if (created.size + changed.size + removed.size === 0) return list;
  const batches = list.batches
    .filter((batch) => !removed.has(String(batch.id)))
    .map((batch) => {
      const change = changed.get(String(batch.id));
      return change?.notifie === undefined ? batch : { ...batch, notifie: change.notifie };
    });
  // Below every id shown, a batch already waiting included: two waiting batches never share a key.
  let id = Math.min(0, ...batches.map((batch) => batch.id));
  for (const body of created.values()) {
    id -= 1;
    const preparedOn = body.prepared_on ?? list.today;
    const range = batchReadyRange(preparedOn, body.flavour_family);
    const now = new Date().toISOString();
    batches.push({
      id,
      recipe_id: body.recipe_id === undefined || body.recipe_id === null ? null : Number(body.recipe_id),
      step_id: body.step_id === undefined || body.step_id === null ? null : Number(body.step_id),
      name: body.name.trim(),
      prepared_on: preparedOn,
      volume_ml: body.volume_ml,
      nicotine_rate: body.nicotine_rate,
      flavour_family: body.flavour_family,
      ready_on: range.readyOn,
      ready_until: range.readyUntil,
      calculation: (body.calculation ?? null) as Batch['calculation'],
      notifie: body.notifie ?? true,
      already_notified: range.readyOn <= list.today,
      created_at: now,
      updated_at: now,
    });
  }
  return { ...list, batches };
}
