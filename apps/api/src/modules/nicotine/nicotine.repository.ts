import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { nicotineLogs, nicotinePlans, nicotineSteps } from '../../db/schema.ts';

export type PlanRow = typeof nicotinePlans.$inferSelect;
export type StepRow = typeof nicotineSteps.$inferSelect;
type StepValues = Omit<typeof nicotineSteps.$inferInsert, 'id' | 'planId'>;

export async function findPlan(db: Db, userId: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(nicotinePlans).where(eq(nicotinePlans.userId, userId));
  return row;
}

/**
 * The user's plan (its id) and its first day (the first step's start, null without steps), in one round trip:
 * what a new log is checked against.
 */
const findPlanStartQuery = preparedFor((db) =>
  db
    .select({
      id: nicotinePlans.id,
      // Spelled out: drizzle writes a selected column without its table, which the subquery would read as its own.
      start: sql<string | null>`(select earliest.start::text from nicotine_steps earliest
        where earliest.plan_id = nicotine_plans.id order by earliest.step limit 1)`,
    })
    .from(nicotinePlans)
    .where(eq(nicotinePlans.userId, sql.placeholder('userId')))
    .prepare('find_plan_start'),
);

export async function findPlanStart(
  db: Db,
  userId: number,
): Promise<{ id: number; start: string | null } | undefined> {
  const [row] = await findPlanStartQuery(db).execute({ userId });
  return row;
}

type LogValues = { date: string; ml: number; rate: number };

/**
 * The user's plan with its steps (in order) and every log of the user (by date), in one round trip: what the
 * status is computed from, read on every visit. Steps and logs come as JSON (dates as `YYYY-MM-DD`, as the
 * string-mode columns read them).
 */
const findPlanWithStepsAndLogsQuery = preparedFor((db) =>
  db
    .select({
      plan: nicotinePlans,
      // Spelled out with aliases: drizzle writes a selected column without its table.
      steps: sql<StepRow[]>`(select coalesce(json_agg(json_build_object('id', s.id, 'planId', s.plan_id,
        'step', s.step, 'rate', s.rate, 'start', s.start, 'end', s."end", 'done', s.done) order by s.step), '[]')
        from nicotine_steps s where s.plan_id = nicotine_plans.id)`,
      logs: sql<LogValues[]>`(select coalesce(json_agg(json_build_object('date', l.date, 'ml', l.ml,
        'rate', l.rate) order by l.date), '[]') from nicotine_logs l where l.user_id = nicotine_plans.user_id)`,
    })
    .from(nicotinePlans)
    .where(eq(nicotinePlans.userId, sql.placeholder('userId')))
    .prepare('find_plan_with_steps_and_logs'),
);

export async function findPlanWithStepsAndLogs(
  db: Db,
  userId: number,
): Promise<{ plan: PlanRow; steps: StepRow[]; logs: LogValues[] } | undefined> {
  const [row] = await findPlanWithStepsAndLogsQuery(db).execute({ userId });
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

/** Whether the step belongs to the user's plan (a batch may be linked only to its owner's steps). */
export async function stepOwnedBy(db: Db, userId: number, stepId: number) {
  const rows = await db
    .select({ id: nicotineSteps.id })
    .from(nicotineSteps)
    .innerJoin(nicotinePlans, eq(nicotinePlans.id, nicotineSteps.planId))
    .where(and(eq(nicotineSteps.id, stepId), eq(nicotinePlans.userId, userId)));
  return rows.length > 0;
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

const sameStep = (row: StepRow, step: StepValues) =>
  row.rate === step.rate && row.start === step.start && row.end === step.end && row.done === step.done;

/**
 * Brings the plan's stored steps (`rows`) to `steps`, the rules having recomputed them as a whole: a step
 * keeps its row, and so its id, as long as its number stays (another open tab still confirms it); changed
 * steps are updated, new numbers inserted and numbers no longer there deleted.
 */
export async function syncSteps(db: Db, planId: number, rows: StepRow[], steps: StepValues[]) {
  const byNumber = new Map(rows.map((row) => [row.step, row]));
  const kept = new Set(steps.map((step) => step.step));
  const gone = rows.filter((row) => !kept.has(row.step)).map((row) => row.id);
  if (gone.length > 0)
    await db
      .delete(nicotineSteps)
      .where(and(eq(nicotineSteps.planId, planId), inArray(nicotineSteps.id, gone)));
  const added: StepValues[] = [];
  for (const step of steps) {
    const row = byNumber.get(step.step);
    if (!row) added.push(step);
    else if (!sameStep(row, step))
      await db
        .update(nicotineSteps)
        .set({ rate: step.rate, start: step.start, end: step.end, done: step.done })
        .where(eq(nicotineSteps.id, row.id));
  }
  if (added.length > 0) await db.insert(nicotineSteps).values(added.map((step) => ({ ...step, planId })));
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

const upsertLogQuery = preparedFor((db) =>
  db
    .insert(nicotineLogs)
    .values({
      userId: sql.placeholder('userId'),
      date: sql.placeholder('date'),
      ml: sql.placeholder('ml'),
      rate: sql.placeholder('rate'),
    })
    .onConflictDoUpdate({
      target: [nicotineLogs.userId, nicotineLogs.date],
      set: { ml: sql`excluded.ml`, rate: sql`excluded.rate`, updatedAt: sql`now()` },
    })
    .prepare('upsert_log'),
);

export async function upsertLog(db: Db, userId: number, log: LogValues) {
  await upsertLogQuery(db).execute({ userId, ...log });
}

/** The mL the user logged each day from `from` to `to` (both included): coils wear with them (devices module). */
const dailyMlBetweenQuery = preparedFor((db) =>
  db
    .select({ date: nicotineLogs.date, ml: nicotineLogs.ml })
    .from(nicotineLogs)
    .where(
      and(
        eq(nicotineLogs.userId, sql.placeholder('userId')),
        gte(nicotineLogs.date, sql.placeholder('from')),
        lte(nicotineLogs.date, sql.placeholder('to')),
      ),
    )
    .orderBy(asc(nicotineLogs.date))
    .prepare('daily_ml_between'),
);

export function dailyMlBetween(db: Db, userId: number, from: string, to: string) {
  return dailyMlBetweenQuery(db).execute({ userId, from, to });
}

/** Everything the user holds in this module, rows as stored (RGPD export, see users/my-data.service.ts). */
export async function nicotineDataOf(db: Db, userId: number) {
  const [plan, logs] = await Promise.all([
    findPlan(db, userId),
    db.select().from(nicotineLogs).where(eq(nicotineLogs.userId, userId)),
  ]);
  return { nicotinePlan: plan ? { ...plan, steps: await listSteps(db, plan.id) } : null, nicotineLogs: logs };
}
