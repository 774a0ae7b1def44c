import type { Resistance } from '@vapolib/contracts';
import { describe, expect, it } from 'vitest';
import { isPendingCoil, NEW_COIL_TARGET, withPendingCoilChanges } from './pending-coil-changes.ts';

const coil = (_id: number): Resistance => ({
  _id,
  cigId: { _id: 1, modele: 'Zelos 3' },
  userId: 1,
  dateInstallation: '2026-11-01',
  duree: 15,
  dureeMl: null,
  notifie: true,
  alreadyNotified: true,
});

describe('withPendingCoilChanges', () => {
  it('shows a waiting "Changer" on its coil only', () => {
    const shown = withPendingCoilChanges(
      [coil(1), coil(2)],
      [{ target: 'resistance:2', body: { dateInstallation: '2026-11-26', alreadyNotified: false } }],
    );
    expect(shown[0]).toEqual(coil(1));
    expect(shown[1]).toMatchObject({ dateInstallation: '2026-11-26', alreadyNotified: false });
  });

  it('starts the new coil at 0 mL vaped, keeping the pace', () => {
    const worn: Resistance = {
      ...coil(3),
      dureeMl: 60,
      usure: { mlVapes: 58, rythmeMlJour: 12, jour: '2026-11-20' },
    };
    const [shown] = withPendingCoilChanges(
      [worn],
      [{ target: 'resistance:3', body: { dateInstallation: '2026-11-26', alreadyNotified: false } }],
    );
    expect(shown).toMatchObject({
      dateInstallation: '2026-11-26',
      dureeMl: 60,
      usure: { mlVapes: 0, rythmeMlJour: 12, jour: '2026-11-26' },
    });
  });
});

describe('withPendingCoilChanges, coils added offline', () => {
  const added = (key: string, cigId: number, extra: Record<string, unknown> = {}, modele?: string) => ({
    target: `${NEW_COIL_TARGET}:${key}`,
    body: { cigId, dateInstallation: '2026-11-26', duree: 20, dureeMl: 60, notifie: true, ...extra },
    ...(modele && { shown: { modele } }),
  });

  it('adds them after the server’s coils, waiting, with their mL life and device', () => {
    const shown = withPendingCoilChanges([coil(1)], [added('a', 4, {}, 'XROS 4'), added('b', 1)]);
    expect(shown.map((c) => [c._id, c.cigId.modele, isPendingCoil(c)])).toEqual([
      [1, 'Zelos 3', false],
      [-1, 'XROS 4', true],
      // No model kept with the write: the one of another coil on the same device.
      [-2, 'Zelos 3', true],
    ]);
    expect(shown[1]).toMatchObject({
      cigId: { _id: 4 },
      dateInstallation: '2026-11-26',
      duree: 20,
      dureeMl: 60,
      notifie: true,
      alreadyNotified: false,
    });
    expect(shown[1]?.usure).toBeUndefined();
  });

  it('keeps days only without an mL life, and gives each waiting coil its own id', () => {
    const first = withPendingCoilChanges([coil(1)], [added('a', 1, { dureeMl: null, duree: undefined })]);
    expect(first[1]).toMatchObject({ _id: -1, duree: 15, dureeMl: null });
    // Laid over a list that already shows one waiting (the cache), the next one is another coil.
    const second = withPendingCoilChanges(first, [added('b', 1)]);
    expect(second.map((c) => c._id)).toEqual([1, -1, -2]);
  });

  it('returns the list untouched without waiting coil writes', () => {
    const coils = [coil(1)];
    expect(withPendingCoilChanges(coils, [{ target: 'nicotine-log:2026-11-27', body: {} }])).toBe(coils);
  });
});
