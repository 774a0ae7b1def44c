import type { Resistance } from '@vapolib/contracts';
import { describe, expect, it } from 'vitest';
import { withPendingCoilChanges } from './pending-coil-changes.ts';

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
