import type { CreateResistanceBody, Resistance } from '@vapolib/contracts';
import { COIL_DURATION } from '@vapolib/domain';
import { type PendingWrite, pendingBodies, pendingWritesTo } from '../pending-writes.ts';

/** The outbox target of a coil added offline: each is its own thing (two added offline are two coils). */
export const NEW_COIL_TARGET = 'resistance-new';

/** A coil added offline, not sent yet: shown with a temporary id below 0 (nothing can be done to it yet). */
export const isPendingCoil = (coil: Pick<Resistance, '_id'>) => coil._id < 0;

/**
 * The coils with the writes still waiting to be sent: a "Changer" (installed on that day, reminder armed
 * again, no mL vaped yet) and the coils added offline (after the server's, with an id below 0).
 */
export function withPendingCoilChanges(coils: Resistance[], writes: readonly PendingWrite[]): Resistance[] {
  const waiting = pendingBodies<{ dateInstallation: string }>(writes, 'resistance');
  const added = pendingWritesTo(writes, NEW_COIL_TARGET);
  if (waiting.size + added.size === 0) return coils;
  const shown = coils.map((coil) => {
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
  // Below every id already shown, so a coil laid over a list that has others waiting gets its own.
  let id = Math.min(0, ...coils.map((coil) => coil._id));
  for (const write of added.values()) {
    id -= 1;
    const body = write.body as CreateResistanceBody;
    const cigId = Number(body.cigId);
    // The device's model: from the write, else from another coil on the same device.
    const modele =
      write.shown?.modele ?? coils.find((coil) => coil.cigId._id === cigId)?.cigId.modele ?? 'Cigarette';
    shown.push({
      _id: id,
      cigId: { _id: cigId, modele },
      userId: 0,
      dateInstallation: body.dateInstallation,
      duree: Number(body.duree ?? COIL_DURATION.default),
      dureeMl: body.dureeMl ?? null,
      notifie: body.notifie ?? true,
      alreadyNotified: false,
    });
  }
  return shown;
}
