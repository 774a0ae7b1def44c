import type {
  CreateBatchBody,
  CreateStashItemBody,
  StashItem,
  StashList,
  UpdateStashItemBody,
} from '@vapolib/contracts';
import { type BatchCalculation, mixNeeds, planDeduction } from '@vapolib/domain';
import { type PendingWrite, pendingBodies } from '../pending-writes.ts';
import { batchTargets } from './pending-batches.ts';

/** The outbox targets of stash writes: a new item (its own key), a change, a removal. */
export const stashTargets = {
  create: 'stock-new',
  change: 'stock-change',
  remove: 'stock-delete',
} as const;

/** An item added offline, not sent yet: a temporary id below 0 (nothing can be done to it yet). */
export const isPendingStashItem = (item: Pick<StashItem, 'id'>) => item.id < 0;

const defaultName = (body: CreateStashItemBody) => {
  if (body.name?.trim()) return body.name.trim();
  if (body.kind === 'base') return `Base ${body.pg}/${100 - Number(body.pg)}`;
  if (body.kind === 'booster') return `Booster ${body.strength} mg/mL`;
  return '';
};

const hundredth = (value: number) => Math.round(value * 100) / 100;

/**
 * What the batches recorded offline from the stash will take, by the server's own rule (`planDeduction`, on the
 * bottles the server has): shown at once, and once. When the batch is sent, it leaves the outbox before the stash is
 * read again, so the server's figure (deducted once, the Idempotency-Key guarding a replay) replaces this one.
 */
function takeForPendingBatches(items: StashItem[], batches: Iterable<CreateBatchBody>): StashItem[] {
  let shelf = items;
  for (const body of batches) {
    if (!body.from_stash || !body.calculation) continue;
    const needs = mixNeeds(body.calculation as BatchCalculation);
    if (!needs) continue;
    const bottles = shelf
      .filter((item) => !isPendingStashItem(item))
      .map((item) => ({ ...item, volumeMl: item.volume_ml }));
    const taken = new Map(planDeduction(bottles, needs).takes.map((take) => [take.id, take.ml]));
    shelf = shelf.map((item) => {
      const ml = taken.get(item.id);
      return ml ? { ...item, volume_ml: Math.max(0, hundredth(item.volume_ml - ml)) } : item;
    });
  }
  return shelf;
}

/** The stash with the writes still waiting to be sent laid over it, so the screen shows what was done offline. */
export function withPendingStash(list: StashList, writes: readonly PendingWrite[]): StashList {
  const created = pendingBodies<CreateStashItemBody>(writes, stashTargets.create);
  const changed = pendingBodies<UpdateStashItemBody>(writes, stashTargets.change);
  const removed = pendingBodies<unknown>(writes, stashTargets.remove);
  const batches = pendingBodies<CreateBatchBody>(writes, batchTargets.create);
  if (created.size + changed.size + removed.size + batches.size === 0) return list;
  const items = list.items
    .filter((item) => !removed.has(String(item.id)))
    .map((item) => {
      const change = changed.get(String(item.id));
      if (!change) return item;
      const volume = change.volume_ml ?? item.volume_ml;
      return {
        ...item,
        ...(change.name !== undefined ? { name: change.name.trim() } : {}),
        volume_ml: volume,
        bought_ml: Math.max(item.bought_ml, volume),
        ...(change.price_cents !== undefined ? { price_cents: change.price_cents } : {}),
      };
    });
  let id = 0;
  const now = new Date().toISOString();
  for (const body of created.values()) {
    id -= 1;
    items.push({
      id,
      kind: body.kind,
      name: defaultName(body),
      aroma_id: body.kind === 'aroma' && body.aroma_id != null ? Number(body.aroma_id) : null,
      pg: body.kind === 'aroma' ? null : body.pg,
      strength: body.kind === 'booster' ? body.strength : null,
      volume_ml: body.volume_ml,
      bought_ml: body.bought_ml ?? body.volume_ml,
      bottle_ml: body.kind === 'booster' ? body.bottle_ml : null,
      price_cents: body.price_cents ?? null,
      opened_on: body.kind === 'aroma' ? (body.opened_on ?? null) : null,
      last_taken_ml: null,
      low: false,
      low_reason: null,
      created_at: now,
      updated_at: now,
    });
  }
  return { items: takeForPendingBatches(items, batches.values()) };
}
