import { dayIn } from '@vapolib/domain';
import type { AppContext } from '../lib/context.ts';
import { claimDueCoils, type DueCoil } from '../modules/devices/index.ts';
import { pushToUser } from '../modules/push/index.ts';
import { type CoilDue, coilDueText, coilReminderMail } from './coil-reminder-mail.ts';

const dueReason = (coil: DueCoil): CoilDue =>
  coil.by_days || coil.duree_ml === null
    ? { by: 'days', duree: coil.duree }
    : { by: 'ml', dureeMl: coil.duree_ml };

/**
 * Notifies once each coil whose reminder is on and whose life is over (Paris day): 0 days left or fewer, or,
 * with an mL life, the mL vaped since its installation day reached it. The mL are the user's daily logs from its
 * first counted day up to today (its installation day's belong to the coil it replaced that day, if any, decisions
 * 0134 and 0155), split between the devices holding a coil, as `mlVapedSince` and `coilShares` count them
 * (packages/domain/src/coil-life.ts) for the coil card. Rows are claimed and marked in one statement with
 * FOR UPDATE SKIP LOCKED, so instances running the job at the same time never notify a coil twice; a coil that
 * fell due while the server was down is caught at the next run. Returns how many coils were notified.
 */
export async function runCoilReminders(ctx: AppContext): Promise<number> {
  const today = dayIn(ctx.clock.now());
  const due = await claimDueCoils(ctx.db, today);

  // Without PUBLIC_URL no address is known that the user can open (the bind address is the server's own).
  const link = ctx.config.publicUrl ? `${ctx.config.publicUrl}/resistance` : undefined;
  for (const coil of due) {
    await pushToUser(ctx, coil.user_id, {
      title: 'Résistance à changer',
      body: coilDueText(coil.modele, dueReason(coil)),
      url: '/resistance',
      tag: `coil-${coil.id}`,
    });
    await ctx.mailer
      .send({ to: coil.email, ...coilReminderMail(coil.prenom, coil.modele, dueReason(coil), link) })
      .catch(() => undefined);
  }
  return due.length;
}
