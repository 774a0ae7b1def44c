import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkinReminders } from '../../db/schema.ts';

export type CheckinReminderRow = typeof checkinReminders.$inferSelect;

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

/** The reminder setting, for the RGPD export (users/my-data.service.ts); null when it is off. */
export async function checkinDataOf(db: Db, userId: number) {
  const row = await findReminder(db, userId);
  return row ? { heure: row.hour, dernierEnvoi: row.lastSentOn, createdAt: row.createdAt } : null;
}
