import type { Resistance } from '@vapolib/contracts';
import { type PendingWrite, pendingBodies } from '../pending-writes.ts';

/** The coils with the "Changer" still waiting to be sent: installed on that day, reminder armed again. */
export function withPendingCoilChanges(coils: Resistance[], writes: readonly PendingWrite[]): Resistance[] {
  const waiting = pendingBodies<{ dateInstallation: string }>(writes, 'resistance');
  if (waiting.size === 0) return coils;
  return coils.map((coil) => {
    const change = waiting.get(String(coil._id));
    return change ? { ...coil, dateInstallation: change.dateInstallation, alreadyNotified: false } : coil;
  });
}
