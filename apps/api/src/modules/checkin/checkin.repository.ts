import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkinReminders } from '../../db/schema.ts';

type CheckinReminderRow = typeof checkinReminders.$inferSelect;

export async function findReminder(db: Db, userId: number): Promise<CheckinReminderRow | undefined> {
  const [row] = await db.select().from(checkinReminders).where(eq(checkinReminders.userId, userId));
  return row;
}

/**
 * Turns the reminder on at `hour`, or moves it. The day it was last sent stays: a new hour later the same
 * day does not remind twice.
 */
export async function saveReminder(db: Db, userId: number, hour: number) {
  await db
    .insert(checkinReminders)
    .values({ userId, hour })
    .onConflictDoUpdate({ target: checkinReminders.userId, set: { hour } });
}

export async function deleteReminder(db: Db, userId: number) {
  await db.delete(checkinReminders).where(eq(checkinReminders.userId, userId));
}

/** The reminder setting, for the RGPD export (the account module); null when it is off. */
export async function checkinDataOf(db: Db, userId: number) {
  const row = await findReminder(db, userId);
  return row ? { heure: row.hour, dernierEnvoi: row.lastSentOn, createdAt: row.createdAt } : null;
}

interface DueCheckin {
  user_id: number;
  planned: boolean;
  logged: boolean;
}

/** The reminder job's claim (see jobs/): due rows claimed and marked in one statement, FOR UPDATE SKIP LOCKED. */
export async function claimDueCheckins(db: Db, today: string, hour: number): Promise<DueCheckin[]> {
  const result = (await db.execute(sql`
    with due as (
      select user_id from checkin_reminders
      where hour = ${hour} and (last_sent_on is null or last_sent_on < ${today}::date)
      order by user_id
      limit 1000
      for update skip locked
    )
    update checkin_reminders r set last_sent_on = ${today}::date
    from due
    where r.user_id = due.user_id
    returning r.user_id,
      exists (select 1 from nicotine_plans p where p.user_id = r.user_id) as planned,
      exists (
        select 1 from nicotine_logs l where l.user_id = r.user_id and l.date = ${today}::date
      ) as logged`)) as unknown as { rows: DueCheckin[] };
  return result.rows;
}
