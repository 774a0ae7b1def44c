import { dayIn, hourIn, REMINDER_TEXT } from '@vapolib/domain';
import type { AppContext } from '../lib/context.ts';
import { claimDueCheckins } from '../modules/checkin/index.ts';
import { pushToUser } from '../modules/push/index.ts';

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
  const claimed = await claimDueCheckins(ctx.db, today, hourIn(now));

  let reminded = 0;
  for (const row of claimed) {
    if (!row.planned || row.logged) continue;
    const sent = await pushToUser(ctx, row.user_id, {
      title: 'Vapolib',
      body: REMINDER_TEXT,
      url: '/nicotine',
      tag: `checkin-${today}`,
    });
    if (sent) reminded += 1;
  }
  return reminded;
}
