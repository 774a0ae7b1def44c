import { dayIn, hourIn, REMINDER_TEXT } from '@vapolib/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../lib/context.ts';
import { deleteSubscriptionsById, listSubscriptions } from '../modules/push/push.repository.ts';

interface Claimed {
  user_id: number;
  planned: boolean;
  logged: boolean;
}

/**
 * Sends the daily check-in reminders of the current Paris hour: once a day per user, only when that day has
 * no log yet, by push to the user's browsers (nothing without one: the reminder is never an e-mail).
 * Each due row is claimed by setting `last_sent_on` to today in one UPDATE … FOR UPDATE SKIP LOCKED, so
 * instances running at the same time never send twice; a day that already has a log, or a user without a
 * nicotine plan (nothing can be logged), is claimed too, without a send. More than 1 000 users at one hour are
 * served over the next runs of that hour. Only the chosen hour is served: a reminder missed for a whole hour
 * (server down) is not sent later in the evening or the night. Returns how many users were reminded.
 */
export async function runCheckinReminders(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const today = dayIn(now);
  const result = (await ctx.db.execute(sql`
    with due as (
      select user_id from checkin_reminders
      where hour = ${hourIn(now)} and (last_sent_on is null or last_sent_on < ${today}::date)
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
      ) as logged`)) as unknown as { rows: Claimed[] };

  let reminded = 0;
  for (const row of result.rows) {
    if (!row.planned || row.logged) continue;
    const subscriptions = await listSubscriptions(ctx.db, row.user_id);
    if (subscriptions.length === 0) continue;
    reminded += 1;
    const gone: number[] = [];
    for (const subscription of subscriptions) {
      const outcome = await ctx.push
        .send(subscription, {
          title: 'Vapolib',
          body: REMINDER_TEXT,
          url: '/nicotine',
          tag: `checkin-${today}`,
        })
        .catch(() => 'failed' as const);
      if (outcome === 'gone') gone.push(subscription.id);
    }
    await deleteSubscriptionsById(ctx.db, gone);
  }
  return reminded;
}
