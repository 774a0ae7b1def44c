import { useQuery } from '@tanstack/react-query';
import type { CheckinReminder, CheckinReminderBody } from '@vapolib/contracts';
import { DEFAULT_REMINDER_HOUR } from '@vapolib/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { pendingWrites } from '../../../lib/outbox.ts';
import { type PendingWrite, pendingBodies } from '../../../lib/pending-writes.ts';

export const checkinReminderKey = ['rappel-quotidien'] as const;
/** The outbox keeps one change of the reminder: the last choice wins. */
export const CHECKIN_REMINDER_TARGET = 'rappel-quotidien:reglage';

/** The reminder with the user's change still waiting in the outbox, so the switch does not flip back. */
export function withPendingReminder(
  reminder: CheckinReminder,
  writes: readonly PendingWrite[],
): CheckinReminder {
  const waiting = pendingBodies<CheckinReminderBody>(writes, 'rappel-quotidien').get('reglage');
  return waiting ? { actif: waiting.actif, heure: waiting.heure ?? DEFAULT_REMINDER_HOUR } : reminder;
}

/** GET /rappel-quotidien: off, or on at an hour (Paris). */
export function useCheckinReminder() {
  return useQuery({
    queryKey: checkinReminderKey,
    queryFn: async ({ signal }) =>
      withPendingReminder(
        await apiClient.GET('/api/rappel-quotidien', { fallback: 'Erreur rappel quotidien', signal }),
        await pendingWrites(),
      ),
  });
}
