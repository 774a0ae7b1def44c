import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { batches } from '../../db/schema.ts';

export type BatchRow = typeof batches.$inferSelect;
type NewBatch = typeof batches.$inferInsert;

/** One user's batches, in the order they were made. */
export function listBatches(db: Db, userId: number) {
  return db
    .select()
    .from(batches)
    .where(eq(batches.userId, userId))
    .orderBy(asc(batches.preparedOn), asc(batches.id));
}

/** The user's last batch made with the calculator (the latest preparation day, then the latest recorded). */
export async function lastCalculatedBatch(db: Db, userId: number) {
  const [row] = await db
    .select({ mode: batches.mode, inputs: batches.inputs })
    .from(batches)
    .where(and(eq(batches.userId, userId), isNotNull(batches.mode)))
    .orderBy(desc(batches.preparedOn), desc(batches.id))
    .limit(1);
  return row;
}

/** A user's own batch; undefined when it is not theirs or does not exist. */
export async function findBatch(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(batches)
    .where(and(eq(batches.id, id), eq(batches.userId, userId)));
  return row;
}

export async function insertBatch(db: Db, values: NewBatch) {
  const [row] = await db.insert(batches).values(values).returning();
  return row!;
}

/** Changes a user's own batch; undefined when it is not theirs or does not exist. */
export async function updateBatchOwnedBy(
  db: Db,
  userId: number,
  id: number,
  values: Partial<Omit<NewBatch, 'id' | 'userId' | 'createdAt'>>,
) {
  const [row] = await db
    .update(batches)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(batches.id, id), eq(batches.userId, userId)))
    .returning();
  return row;
}

export async function deleteBatchOwnedBy(db: Db, userId: number, id: number) {
  const rows = await db
    .delete(batches)
    .where(and(eq(batches.id, id), eq(batches.userId, userId)))
    .returning({ id: batches.id });
  return rows.length > 0;
}

interface ReadyBatch {
  id: number;
  user_id: number;
  name: string;
  email: string;
  prenom: string;
}

/** The reminder job's claim (see jobs/): due rows claimed and marked in one statement, FOR UPDATE SKIP LOCKED. */
export async function claimReadyBatches(db: Db, today: string): Promise<ReadyBatch[]> {
  const result = (await db.execute(sql`
    with due as (
      select id from batches
      where notifie and not already_notified and ready_on <= ${today}::date
      order by id
      limit 500
      for update skip locked
    )
    update batches b set already_notified = true
    from due, users u
    where b.id = due.id and u.id = b.user_id
    returning b.id, b.user_id, b.name, u.email, u.prenom`)) as unknown as { rows: ReadyBatch[] };
  return result.rows;
}
