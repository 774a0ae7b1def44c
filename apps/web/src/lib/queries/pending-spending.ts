import {
  type NicotineLogBody,
  type SpendingOverview,
  type SpendingProfileBody,
  spendingProfileBody,
} from '@vapolib/contracts';
import { compareDays, spendingSummary } from '@vapolib/domain';
import { type PendingWrite, pendingBodies } from '../pending-writes.ts';

/** The outbox target of « Mes dépenses »: one profile a user, the last change wins. */
export const SPENDING_TARGET = 'spending-profile:me';

/**
 * The overview with what still waits in the outbox: the spending profile saved offline and the day logs not
 * sent yet; the figures are recomputed with the domain's `spendingSummary`, as the server would.
 */
export function withPendingSpending(
  overview: SpendingOverview,
  writes: readonly PendingWrite[],
): SpendingOverview {
  const waitingProfile = pendingBodies<SpendingProfileBody>(writes, 'spending-profile').get('me');
  const waitingLogs = pendingBodies<NicotineLogBody>(writes, 'nicotine-log');
  if (!waitingProfile && waitingLogs.size === 0) return overview;
  const profile = waitingProfile
    ? {
        ...spendingProfileBody.parse(waitingProfile),
        updatedAt: overview.profile?.updatedAt ?? new Date(0).toISOString(),
      }
    : overview.profile;
  const usage =
    waitingLogs.size === 0
      ? overview.usage
      : {
          ...overview.usage,
          logs: [
            ...overview.usage.logs.filter((log) => !waitingLogs.has(log.date)),
            ...waitingLogs.values(),
          ].sort((a, b) => compareDays(a.date, b.date)),
        };
  return {
    profile,
    usage,
    summary: spendingSummary(profile ?? spendingProfileBody.parse({}), usage),
  };
}
