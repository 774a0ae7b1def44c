import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stashItems, stashUses } from '../../db/schema.ts';

export type StashRow = typeof stashItems.$inferSelect;
type NewStashRow = typeof stashItems.$inferInsert;

/** One user's shelf, bases then boosters then aromas, each in the order added. */
export function listStash(db: Db, userId: number) {
  return db
    .select()
    .from(stashItems)
    .where(eq(stashItems.userId, userId))
    .orderBy(asc(stashItems.kind), asc(stashItems.id));
}

/**
 * The user's bottles, locked until the transaction ends: two batches recorded at the same moment (two devices)
 * take from the shelf one after the other, the second seeing what the first left.
 */
export function lockStash(db: Db, userId: number) {
  return db
    .select()
    .from(stashItems)
    .where(eq(stashItems.userId, userId))
    .orderBy(asc(stashItems.id))
    .for('update');
}

export async function findStashItem(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(stashItems)
    .where(and(eq(stashItems.id, id), eq(stashItems.userId, userId)));
  return row;
}

export async function insertStashItem(db: Db, values: NewStashRow) {
  const [row] = await db.insert(stashItems).values(values).returning();
  return row!;
}

export async function updateStashItemOwnedBy(
  db: Db,
  userId: number,
  id: number,
  values: Partial<Omit<NewStashRow, 'id' | 'userId' | 'kind' | 'createdAt'>>,
) {
  const [row] = await db
    .update(stashItems)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(stashItems.id, id), eq(stashItems.userId, userId)))
    .returning();
  return row;
}

export async function deleteStashItemOwnedBy(db: Db, userId: number, id: number) {
  const rows = await db
    .delete(stashItems)
    .where(and(eq(stashItems.id, id), eq(stashItems.userId, userId)))
    .returning({ id: stashItems.id });
  return rows.length > 0;
}

/**
 * Takes `ml` from a bottle, relative to what it holds now (`volume_ml = volume_ml - x`, never a value read
 * earlier), and never below zero; records the use for the batch.
 */
export async function takeFromItem(db: Db, userId: number, batchId: number, itemId: number, ml: number) {
  await db
    .update(stashItems)
    .set({ volumeMl: sql`greatest(${stashItems.volumeMl} - ${ml}, 0)`, updatedAt: sql`now()` })
    .where(and(eq(stashItems.id, itemId), eq(stashItems.userId, userId)));
  await db.insert(stashUses).values({ userId, batchId, itemId, ml });
}

/** Gives back to each bottle exactly what the batch took (bottles removed since are gone with their uses). */
export async function giveBackUses(db: Db, userId: number, batchId: number) {
  const uses = await db
    .delete(stashUses)
    .where(and(eq(stashUses.batchId, batchId), eq(stashUses.userId, userId)))
    .returning({ itemId: stashUses.itemId, ml: stashUses.ml });
  for (const use of uses)
    await db
      .update(stashItems)
      .set({
        volumeMl: sql`least(${stashItems.volumeMl} + ${use.ml}, 10000)`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(stashItems.id, use.itemId), eq(stashItems.userId, userId)));
  return uses;
}

/** What each of the given bottles' last use took (the low-stock threshold's unit). */
export async function lastUses(db: Db, userId: number, itemIds: number[]) {
  if (itemIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectDistinctOn([stashUses.itemId], { itemId: stashUses.itemId, ml: stashUses.ml })
    .from(stashUses)
    .where(and(eq(stashUses.userId, userId), inArray(stashUses.itemId, itemIds)))
    .orderBy(stashUses.itemId, desc(stashUses.id));
  return new Map(rows.map((row) => [row.itemId, row.ml]));
}

/** The batch's uses, for its answer. */
export function usesOfBatch(db: Db, userId: number, batchId: number) {
  return db
    .select({ itemId: stashUses.itemId, ml: stashUses.ml })
    .from(stashUses)
    .where(and(eq(stashUses.batchId, batchId), eq(stashUses.userId, userId)));
}

/** The stash part of the data export: the bottles and what each batch took. */
export async function stashExport(db: Db, userId: number) {
  const [items, uses] = await Promise.all([
    listStash(db, userId),
    db.select().from(stashUses).where(eq(stashUses.userId, userId)).orderBy(asc(stashUses.id)),
  ]);
  return { items, uses };
}

/** The bottles with what they cost, for « Mes dépenses ». */
export function pricedBottles(db: Db, userId: number) {
  return db
    .select({
      kind: stashItems.kind,
      strength: stashItems.strength,
      priceCents: stashItems.priceCents,
      boughtMl: stashItems.boughtMl,
    })
    .from(stashItems)
    .where(eq(stashItems.userId, userId));
}
