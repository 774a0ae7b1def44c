import { messages } from '@vapolib/domain';
import { z } from 'zod';

const heure = z
  .number({ error: messages.checkinHourInvalid })
  .int(messages.checkinHourInvalid)
  .min(0, messages.checkinHourInvalid)
  .max(23, messages.checkinHourInvalid)
  .describe('heure du rappel, de 0 à 23 (Europe/Paris)');

/** The daily check-in reminder as the user sees it: off, or on at an hour (Paris). */
export const checkinReminder = z
  .object({
    actif: z.boolean().describe('vrai quand le rappel quotidien est activé'),
    heure: heure.describe(
      'heure du rappel (Europe/Paris) ; l’heure proposée par défaut quand il est désactivé',
    ),
  })
  .meta({ id: 'CheckinReminder' });

/** One PUT for on and off, so the offline outbox keeps only the last choice (`actif: false` removes it). */
export const checkinReminderBody = z.object({
  actif: z.boolean({ error: messages.checkinActiveInvalid }),
  heure: heure.optional().describe('20 h quand elle manque'),
});

export const checkinReminderAnswer = z.object({ message: z.string(), rappel: checkinReminder });

export type CheckinReminder = z.infer<typeof checkinReminder>;
export type CheckinReminderBody = z.input<typeof checkinReminderBody>;
