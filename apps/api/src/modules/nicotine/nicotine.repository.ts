import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nicotineLogs, nicotinePlans, nicotineSteps } from '../../db/schema.ts';

export type PlanRow = typeof nicotinePlans.$inferSelect;
export type StepRow = typeof nicotineSteps.$inferSelect;
export type StepValues = Omit<typeof nicotineSteps.$inferInsert, 'id' | 'planId'>;

export async function findPlan(db: Db, userId: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(nicotinePlans).where(eq(nicotinePlans.userId, userId));
  return row;
}

/** Locks the user's plan for the rest of the transaction, so two confirmations cannot interleave. */
export async function lockPlan(db: Db, userId: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(nicotinePlans).where(eq(nicotinePlans.userId, userId)).for('update');
  return row;
}

export function listSteps(db: Db, planId: number): Promise<StepRow[]> {
  return db
    .select()
    .from(nicotineSteps)
    .where(eq(nicotineSteps.planId, planId))
    .orderBy(asc(nicotineSteps.step));
}

export async function insertPlan(db: Db, values: Omit<typeof nicotinePlans.$inferInsert, 'id'>) {
  const [row] = await db.insert(nicotinePlans).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updatePlan(
  db: Db,
  planId: number,
  values: Partial<Pick<PlanRow, 'targetRate' | 'mode'>>,
) {
  await db
    .update(nicotinePlans)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(nicotinePlans.id, planId));
}

/** Replaces every step of the plan by `steps` (the rules recompute them as a whole). */
export async function replaceSteps(db: Db, planId: number, steps: StepValues[]) {
  await db.delete(nicotineSteps).where(eq(nicotineSteps.planId, planId));
  if (steps.length > 0) await db.insert(nicotineSteps).values(steps.map((step) => ({ ...step, planId })));
}

export async function deletePlanAndLogs(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .delete(nicotinePlans)
    .where(eq(nicotinePlans.userId, userId))
    .returning({ id: nicotinePlans.id });
  await db.delete(nicotineLogs).where(eq(nicotineLogs.userId, userId));
  return rows.length > 0;
}

export function listLogs(db: Db, userId: number) {
  return db
    .select({ date: nicotineLogs.date, ml: nicotineLogs.ml, rate: nicotineLogs.rate })
    .from(nicotineLogs)
    .where(eq(nicotineLogs.userId, userId))
    .orderBy(asc(nicotineLogs.date));
}

export async function upsertLog(db: Db, userId: number, log: { date: string; ml: number; rate: number }) {
  await db
    .insert(nicotineLogs)
    .values({ userId, ...log })
    .onConflictDoUpdate({
      target: [nicotineLogs.userId, nicotineLogs.date],
      set: { ml: log.ml, rate: log.rate, updatedAt: sql`now()` },
    });
}
