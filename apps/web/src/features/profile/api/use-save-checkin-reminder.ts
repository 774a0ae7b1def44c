import type { CheckinReminderBody } from '@vapolib/contracts';
import { resolveWrite } from '../../../lib/api-client.ts';
import { showQueuedIn, useOfflineWrite } from '../../../lib/use-offline-write.ts';
import { CHECKIN_REMINDER_TARGET, checkinReminderKey, withPendingReminder } from './use-checkin-reminder.ts';

/** PUT /rappel-quotidien: on at an hour, or off; without network it waits in the outbox. */
export function useSaveCheckinReminder() {
  return useOfflineWrite(
    (body: CheckinReminderBody) => ({
      ...resolveWrite('put', '/api/rappel-quotidien', { body }),
      fallback: 'Erreur rappel quotidien',
      label: 'Rappel quotidien',
      target: CHECKIN_REMINDER_TARGET,
    }),
    [checkinReminderKey],
    showQueuedIn(checkinReminderKey, withPendingReminder),
  );
}
