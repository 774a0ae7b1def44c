import { dayIn } from '@vapolib/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../lib/context.ts';
import { deleteSubscriptionsById, listSubscriptions } from '../modules/push/push.repository.ts';
import { type CoilDue, coilDueText, coilReminderMail } from './coil-reminder-mail.ts';

interface DueCoil {
  id: number;
  user_id: number;
  modele: string;
  email: string;
  prenom: string;
  duree: number;
  duree_ml: number | null;
  by_days: boolean;
}

const dueReason = (coil: DueCoil): CoilDue =>
  coil.by_days || coil.duree_ml === null
    ? { by: 'days', duree: coil.duree }
    : { by: 'ml', dureeMl: coil.duree_ml };

/**
 * Notifies once each coil whose reminder is on and whose life is over (Paris day): 0 days left or fewer, or,
 * with an mL life, the mL vaped since its installation day reached it. The mL are the user's daily logs from
 * that day to today, split between the devices holding a coil, as `mlVapedSince` and `coilShares` count them
 * (packages/domain/src/coil-life.ts) for the coil card. Rows are claimed and marked in one statement with
 * FOR UPDATE SKIP LOCKED, so instances running the job at the same time never notify a coil twice; a coil that
 * fell due while the server was down is caught at the next run. Returns how many coils were notified.
 */
export async function runCoilReminders(ctx: AppContext): Promise<number> {
  const today = dayIn(ctx.clock.now());
  const result = (await ctx.db.execute(sql`
    with due as (
      select r.id from resistances r
      where r.notifie and not r.already_notified and (
        r.date_installation + r.duree <= ${today}::date
        or (
          r.duree_ml is not null
          and (
            select coalesce(sum(l.ml::float8), 0) from nicotine_logs l
            where l.user_id = r.user_id and l.date between r.date_installation and ${today}::date
          ) / (select count(distinct s.cig_id) from resistances s where s.user_id = r.user_id) >= r.duree_ml
        )
      )
      order by r.id
      limit 500
      for update of r skip locked
    )
    update resistances r set already_notified = true
    from due, cigarettes c, users u
    where r.id = due.id and c.id = r.cig_id and u.id = r.user_id
    returning r.id, r.user_id, c.modele, u.email, u.prenom, r.duree, r.duree_ml,
      r.date_installation + r.duree <= ${today}::date as by_days`)) as unknown as { rows: DueCoil[] };

  // Without PUBLIC_URL no address is known that the user can open (the bind address is the server's own).
  const link = ctx.config.publicUrl ? `${ctx.config.publicUrl}/resistance` : undefined;
  for (const coil of result.rows) {
    const subscriptions = await listSubscriptions(ctx.db, coil.user_id);
    const gone: number[] = [];
    for (const subscription of subscriptions) {
      const outcome = await ctx.push
        .send(subscription, {
          title: 'Résistance à changer',
          body: coilDueText(coil.modele, dueReason(coil)),
          url: '/resistance',
          tag: `coil-${coil.id}`,
        })
        .catch(() => 'failed' as const);
      if (outcome === 'gone') gone.push(subscription.id);
    }
    await deleteSubscriptionsById(ctx.db, gone);
    await ctx.mailer
      .send({ to: coil.email, ...coilReminderMail(coil.prenom, coil.modele, dueReason(coil), link) })
      .catch(() => undefined);
  }
  return result.rows.length;
}
