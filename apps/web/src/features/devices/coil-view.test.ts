import { describe, expect, it } from 'vitest';
import { coilView } from './coil-view.ts';

const today = '2026-03-20';

describe('coilView', () => {
  it('is normal above 3 days, with the life used so far', () => {
    expect(coilView({ dateInstallation: '2026-03-15', duree: 15 }, today)).toEqual({
      days: 10,
      level: 'ok',
      status: 'Temps restant : 10 jours',
      usedPercent: 33,
    });
  });

  it('is urgent at 3 days or fewer, singular at 1', () => {
    expect(coilView({ dateInstallation: '2026-03-08', duree: 15 }, today)).toMatchObject({
      days: 3,
      level: 'urgent',
      status: 'Urgent : 3 jours restants',
    });
    expect(coilView({ dateInstallation: '2026-03-06', duree: 15 }, today).status).toBe(
      'Urgent : 1 jour restant',
    );
  });

  it('floors the days at 0 and asks for a replacement when worn out', () => {
    expect(coilView({ dateInstallation: '2026-03-04', duree: 15 }, today)).toEqual({
      days: 0,
      level: 'expired',
      status: 'À remplacer immédiatement !',
      usedPercent: 100,
    });
  });

  it('shows a new coil of 2 days as fresh, not urgent', () => {
    expect(coilView({ dateInstallation: today, duree: 2 }, today)).toEqual({
      days: 2,
      level: 'ok',
      status: 'Temps restant : 2 jours',
      usedPercent: 0,
    });
  });

  it('starts a coil installed today at full life', () => {
    expect(coilView({ dateInstallation: today, duree: 15 }, today)).toMatchObject({
      days: 15,
      usedPercent: 0,
    });
  });
});
