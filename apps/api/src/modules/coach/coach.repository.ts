import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cravings, slips, smokeFreeClocks } from '../../db/schema.ts';

export type CravingRow = typeof cravings.$inferSelect;
export type SlipRow = typeof slips.$inferSelect;
type NewCraving = Omit<typeof cravings.$inferInsert, 'id' | 'createdAt'>;
type NewSlip = Omit<typeof slips.$inferInsert, 'id' | 'createdAt'>;

export async function insertCraving(db: Db, values: NewCraving): Promise<CravingRow> {
  const [row] = await db.insert(cravings).values(values).returning();
  return row!;
}

export async function insertSlip(db: Db, values: NewSlip): Promise<SlipRow> {
  const [row] = await db.insert(slips).values(values).returning();
  return row!;
}

/** The user's cravings since `from`, the most recent first. */
export function cravingsSince(db: Db, userId: number, from: Date): Promise<CravingRow[]> {
  return db
    .select()
    .from(cravings)
    .where(and(eq(cravings.userId, userId), gte(cravings.at, from)))
    .orderBy(desc(cravings.at), desc(cravings.id));
}

/** The user's slips since `from` (all of them without it), the most recent first. */
export function slipsSince(db: Db, userId: number, from?: Date): Promise<SlipRow[]> {
  return db
    .select()
    .from(slips)
    .where(from ? and(eq(slips.userId, userId), gte(slips.at, from)) : eq(slips.userId, userId))
    .orderBy(desc(slips.at), desc(slips.id));
}

export async function findClock(db: Db, userId: number) {
  const [row] = await db.select().from(smokeFreeClocks).where(eq(smokeFreeClocks.userId, userId));
  return row;
}

export async function saveClock(db: Db, userId: number, lastCigaretteAt: Date) {
  await db
    .insert(smokeFreeClocks)
    .values({ userId, lastCigaretteAt })
    .onConflictDoUpdate({
      target: smokeFreeClocks.userId,
      set: { lastCigaretteAt, updatedAt: new Date() },
    });
}

export async function deleteClock(db: Db, userId: number) {
  await db.delete(smokeFreeClocks).where(eq(smokeFreeClocks.userId, userId));
}

/** Everything the coach keeps about the user, for the RGPD export (the account module). */
export async function coachDataOf(db: Db, userId: number) {
  const [cravingRows, slipRows, clock] = await Promise.all([
    db.select().from(cravings).where(eq(cravings.userId, userId)).orderBy(cravings.at),
    db.select().from(slips).where(eq(slips.userId, userId)).orderBy(slips.at),
    findClock(db, userId),
  ]);
  return {
    envies: cravingRows.map(({ userId: _, ...row }) => row),
    ecarts: slipRows.map(({ userId: _, ...row }) => row),
    derniereCigarette: clock?.lastCigaretteAt ?? null,
  };
}
