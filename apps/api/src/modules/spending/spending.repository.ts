import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { spendingProfiles } from '../../db/schema.ts';

export type SpendingProfileRow = typeof spendingProfiles.$inferSelect;
type SpendingProfileValues = Omit<typeof spendingProfiles.$inferInsert, 'userId' | 'updatedAt'>;

export async function findSpendingProfile(db: Db, userId: number): Promise<SpendingProfileRow | undefined> {
  const [row] = await db.select().from(spendingProfiles).where(eq(spendingProfiles.userId, userId));
  return row;
}

/** Writes the user's whole profile (one row a user): the same values twice leave the same row. */
export async function upsertSpendingProfile(db: Db, userId: number, values: SpendingProfileValues) {
  const [row] = await db
    .insert(spendingProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: spendingProfiles.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

/** Everything the user holds in this module, as stored (RGPD export, see users/my-data.service.ts). */
export async function spendingDataOf(db: Db, userId: number) {
  return (await findSpendingProfile(db, userId)) ?? null;
}
