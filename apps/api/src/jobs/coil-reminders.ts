import { dayIn } from '@vapolib/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../lib/context.ts';
import { deleteSubscriptionsById, listSubscriptions } from '../modules/push/push.repository.ts';
import { coilReminderMail } from './coil-reminder-mail.ts';

interface DueCoil {
  id: number;
  user_id: number;
  modele: string;
  email: string;
  prenom: string;
}

/**
 * Notifies once each coil whose reminder is on and whose life is over (0 days left or fewer, Paris day).
 * Rows are claimed and marked in one statement with FOR UPDATE SKIP LOCKED, so instances running the job
 * at the same time never notify a coil twice; a coil that fell due while the server was down is caught at
 * the next run. Returns how many coils were notified.
 */
export async function runCoilReminders(ctx: AppContext): Promise<number> {
  const today = dayIn(ctx.clock.now());
  const result = (await ctx.db.execute(sql`
    with due as (
      select id from resistances
      where notifie and not already_notified and date_installation + duree <= ${today}::date
      order by id
      limit 500
      for update skip locked
    )
    update resistances r set already_notified = true
    from due, cigarettes c, users u
    where r.id = due.id and c.id = r.cig_id and u.id = r.user_id
    returning r.id, r.user_id, c.modele, u.email, u.prenom`)) as unknown as { rows: DueCoil[] };

  // Without PUBLIC_URL no address is known that the user can open (the bind address is the server's own).
  const link = ctx.config.publicUrl ? `${ctx.config.publicUrl}/resistance` : undefined;
  for (const coil of result.rows) {
    const subscriptions = await listSubscriptions(ctx.db, coil.user_id);
    const gone: number[] = [];
    for (const subscription of subscriptions) {
      const outcome = await ctx.push
        .send(subscription, {
          title: 'Résistance à changer',
          body: `La résistance de votre ${coil.modele} est en fin de vie : pensez à la changer.`,
          url: '/resistance',
          tag: `coil-${coil.id}`,
        })
        .catch(() => 'failed' as const);
      if (outcome === 'gone') gone.push(subscription.id);
    }
    await deleteSubscriptionsById(ctx.db, gone);
    await ctx.mailer
      .send({ to: coil.email, ...coilReminderMail(coil.prenom, coil.modele, link) })
      .catch(() => undefined);
  }
  return result.rows.length;
}
