import { dayIn } from '@vapolib/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../lib/context.ts';
import { deleteSubscriptionsById, listSubscriptions } from '../modules/push/push.repository.ts';
import { batchReminderMail } from './batch-reminder-mail.ts';

interface ReadyBatch {
  id: number;
  user_id: number;
  name: string;
  email: string;
  prenom: string;
}

/**
 * Tells once, by push and e-mail (as the coil reminders), each batch whose reminder is on and whose ready day
 * (Paris) has come. Rows are claimed and marked in one statement with FOR UPDATE SKIP LOCKED, so instances
 * running at the same time never announce a batch twice; a ready day missed while the server was down is
 * caught at the next run. Returns how many batches were announced.
 */
export async function runBatchReminders(ctx: AppContext): Promise<number> {
  const today = dayIn(ctx.clock.now());
  const result = (await ctx.db.execute(sql`
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

  const link = ctx.config.publicUrl ? `${ctx.config.publicUrl}/preparations` : undefined;
  for (const batch of result.rows) {
    const subscriptions = await listSubscriptions(ctx.db, batch.user_id);
    const gone: number[] = [];
    for (const subscription of subscriptions) {
      const outcome = await ctx.push
        .send(subscription, {
          title: 'Préparation prête',
          body: `Votre préparation « ${batch.name} » a fini de maturer : elle est prête à vapoter.`,
          url: '/preparations',
          tag: `batch-${batch.id}`,
        })
        .catch(() => 'failed' as const);
      if (outcome === 'gone') gone.push(subscription.id);
    }
    await deleteSubscriptionsById(ctx.db, gone);
    await ctx.mailer
      .send({ to: batch.email, ...batchReminderMail(batch.prenom, batch.name, link) })
      .catch(() => undefined);
  }
  return result.rows.length;
}
