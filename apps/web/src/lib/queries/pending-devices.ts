import type { Cigarette, CreateCigaretteBody } from '@vapolib/contracts';
import { type PendingWrite, pendingBodies } from '../pending-writes.ts';

/** The outbox target of a device added offline: each is its own thing. */
export const NEW_DEVICE_TARGET = 'cigarette-new';

/** A device added offline, not sent yet: a temporary id below 0, nothing can be done to it yet. */
export const isPendingDevice = (device: Pick<Cigarette, '_id'>) => device._id < 0;

/** The devices with the ones added offline after them (ids below every id shown), so the screen shows them. */
export function withPendingDevices(devices: Cigarette[], writes: readonly PendingWrite[]): Cigarette[] {
  const added = pendingBodies<CreateCigaretteBody>(writes, NEW_DEVICE_TARGET);
  if (added.size === 0) return devices;
  let id = Math.min(0, ...devices.map((device) => device._id));
  const now = new Date().toISOString();
  return [
    ...devices,
    ...[...added.values()].map((body) => {
      id -= 1;
      return { _id: id, modele: body.modele.trim(), userId: 0, created_at: now, kind: body.kind ?? null };
    }),
  ];
}
