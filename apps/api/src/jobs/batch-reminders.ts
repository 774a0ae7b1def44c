import { dayIn } from '@vapolib/domain';
import type { AppContext } from '../lib/context.ts';
import { claimReadyBatches } from '../modules/batches/index.ts';
import { pushToUser } from '../modules/push/index.ts';
import { batchReminderMail } from './batch-reminder-mail.ts';

/**
 * Tells once, by push and e-mail (as the coil reminders), each batch whose reminder is on and whose ready day
 * (Paris) has come. Rows are claimed and marked in one statement with FOR UPDATE SKIP LOCKED, so instances
 * running at the same time never announce a batch twice; a ready day missed while the server was down is
 * caught at the next run. Returns how many batches were announced.
 */
export async function runBatchReminders(ctx: AppContext): Promise<number> {
  const today = dayIn(ctx.clock.now());
  const ready = await claimReadyBatches(ctx.db, today);

  const link = ctx.config.publicUrl ? `${ctx.config.publicUrl}/preparations` : undefined;
  for (const batch of ready) {
    await pushToUser(ctx, batch.user_id, {
      title: 'Préparation prête',
      body: `Votre préparation « ${batch.name} » a fini de maturer : elle est prête à vapoter.`,
      url: '/preparations',
      tag: `batch-${batch.id}`,
    });
    await ctx.mailer
      .send({ to: batch.email, ...batchReminderMail(batch.prenom, batch.name, link) })
      .catch(() => undefined);
  }
  return ready.length;
}
