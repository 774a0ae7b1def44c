import { describe, expect, it } from 'vitest';
import { coilView } from './coil-view.ts';

const today = '2026-03-20';

describe('coilView', () => {
  it('is normal above 3 days, with the life used so far', () => {
    expect(coilView({ dateInstallation: '2026-03-15', duree: 15 }, today)).toEqual({
      days: 10,
      level: 'ok',
      limit: 'days',
      status: 'Temps restant : 10 jours',
      ml: null,
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
      limit: 'days',
      status: 'À remplacer immédiatement !',
      ml: null,
      usedPercent: 100,
    });
  });

  it('shows a new coil of 2 days as fresh, not urgent', () => {
    expect(coilView({ dateInstallation: today, duree: 2 }, today)).toEqual({
      days: 2,
      level: 'ok',
      limit: 'days',
      status: 'Temps restant : 2 jours',
      ml: null,
      usedPercent: 0,
    });
  });

  it('starts a coil installed today at full life', () => {
    expect(coilView({ dateInstallation: today, duree: 15 }, today)).toMatchObject({
      days: 15,
      usedPercent: 0,
    });
  });

  it('says when the mL end it first, at the current pace, from cached figures', () => {
    // 60 mL life, 36 vaped on 18 Mar at 8 mL/day: 3 days then, 1 on the 20th; the days say 10.
    const coil = {
      dateInstallation: '2026-03-15',
      duree: 15,
      dureeMl: 60,
      usure: { mlVapes: 36, rythmeMlJour: 8, jour: '2026-03-18' },
    };
    expect(coilView(coil, today)).toEqual({
      days: 1,
      level: 'urgent',
      limit: 'ml',
      status: 'Urgent : ≈ 1 jour au rythme actuel de 8 mL/jour',
      ml: '36 mL vapés sur 60 mL',
      usedPercent: 60,
    });
  });

  it('is worn out once the mL are reached, and says why', () => {
    const coil = {
      dateInstallation: '2026-03-15',
      duree: 15,
      dureeMl: 30,
      usure: { mlVapes: 30, rythmeMlJour: 6, jour: today },
    };
    expect(coilView(coil, today)).toMatchObject({
      days: 0,
      level: 'expired',
      limit: 'ml',
      status: 'À remplacer immédiatement !',
      ml: '30 mL vapés sur 30 mL : sa durée de vie en mL est atteinte.',
    });
  });
});
