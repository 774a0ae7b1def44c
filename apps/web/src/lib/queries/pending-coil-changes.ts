import type { Resistance } from '@vapolib/contracts';
import { type PendingWrite, pendingBodies } from '../pending-writes.ts';

/**
 * The coils with the "Changer" still waiting to be sent: installed on that day, reminder armed again, no mL
 * vaped yet.
 */
export function withPendingCoilChanges(coils: Resistance[], writes: readonly PendingWrite[]): Resistance[] {
  const waiting = pendingBodies<{ dateInstallation: string }>(writes, 'resistance');
  if (waiting.size === 0) return coils;
  return coils.map((coil) => {
    const change = waiting.get(String(coil._id));
    if (!change) return coil;
    // A new coil has vaped nothing yet; the pace is the user's, it stays.
    const usure = coil.usure && { ...coil.usure, mlVapes: 0, jour: change.dateInstallation };
    return {
      ...coil,
      dateInstallation: change.dateInstallation,
      alreadyNotified: false,
      ...(usure && { usure }),
    };
  });
}
