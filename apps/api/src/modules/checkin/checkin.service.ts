import type { CheckinReminder } from '@vapolib/contracts';
import { DEFAULT_REMINDER_HOUR, messages } from '@vapolib/domain';
import type { AppContext } from '../../lib/context.ts';
import { checkinDataOf, deleteReminder, findReminder, saveReminder } from './checkin.repository.ts';

/** The user's daily reminder: off (with the hour offered by default), or on at the chosen hour. */
export async function readReminder(ctx: AppContext, userId: number): Promise<CheckinReminder> {
  const row = await findReminder(ctx.db, userId);
  return row ? { actif: true, heure: row.hour } : { actif: false, heure: DEFAULT_REMINDER_HOUR };
}

/** On at `heure` (20 h when not given) or off; the same choice twice changes nothing (outbox replays). */
export async function setReminder(
  ctx: AppContext,
  userId: number,
  input: { actif: boolean; heure?: number },
) {
  const heure = input.heure ?? DEFAULT_REMINDER_HOUR;
  if (!input.actif) return turnOff(ctx, userId, heure);
  await saveReminder(ctx.db, userId, heure);
  return { message: messages.checkinReminderOn, rappel: { actif: true, heure } };
}

export async function turnOff(ctx: AppContext, userId: number, heure = DEFAULT_REMINDER_HOUR) {
  await deleteReminder(ctx.db, userId);
  return { message: messages.checkinReminderOff, rappel: { actif: false, heure } };
}

/** The daily reminder part of the data export. */
export function exportFor(ctx: AppContext, userId: number) {
  return checkinDataOf(ctx.db, userId);
}
