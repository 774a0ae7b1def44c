import type { PastCoilDto } from '@vapolib/contracts';
import { type CoilHistorySummary, coilHistorySummary, type PastCoil } from '@vapolib/domain';

/** One device's past coils, as the domain counts them. */
export function pastCoilsOf(history: readonly PastCoilDto[] | undefined, cigId: number): PastCoil[] {
  return (history ?? [])
    .filter((coil) => coil.cigId._id === cigId)
    .map((coil) => ({
      installedOn: coil.dateInstallation,
      removedOn: coil.dateRetrait,
      mlVaped: coil.mlVapes,
    }));
}

export interface DeviceHistory {
  cigId: number;
  modele: string;
  coils: PastCoilDto[];
  summary: CoilHistorySummary;
}

/** The history grouped by device (in the order of their latest change), each with its averages. */
export function historyByDevice(history: readonly PastCoilDto[]): DeviceHistory[] {
  const devices = new Map<number, PastCoilDto[]>();
  for (const coil of history) devices.set(coil.cigId._id, [...(devices.get(coil.cigId._id) ?? []), coil]);
  return [...devices].map(([cigId, coils]) => ({
    cigId,
    modele: coils[0]!.cigId.modele,
    coils,
    summary: coilHistorySummary(pastCoilsOf(coils, cigId))!,
  }));
}
