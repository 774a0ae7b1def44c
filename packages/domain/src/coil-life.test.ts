import { describe, expect, it } from 'vitest';
import { addDaysToDay, dayIn } from './calendar.ts';
import {
  coilDurationError,
  coilHomeBand,
  coilLevel,
  coilLife,
  coilLifeText,
  coilMlError,
  coilMlText,
  coilRemainingDays,
  coilRemainingText,
  coilShares,
  coilStatusText,
  coilUsage,
  currentPace,
  FIRST_COIL_DAY,
  firstCountedDay,
  installDateError,
  isCoilActive,
  mlText,
  mlVapedBetween,
  mlVapedSince,
  modeleError,
  mostWornCoil,
  remainingDaysText,
} from './coil-life.ts';
import { messages } from './messages.ts';

describe('coilRemainingDays', () => {
  it('counts whole calendar days', () => {
    expect(coilRemainingDays('2026-11-24', 15, '2026-11-24')).toBe(15);
    expect(coilRemainingDays('2026-11-09', 15, '2026-11-24')).toBe(0);
    expect(coilRemainingDays('2026-11-08', 15, '2026-11-24')).toBe(-1);
  });
  it('crosses the DST change without losing or gaining a day', () => {
    expect(coilRemainingDays('2026-03-28', 5, '2026-03-30')).toBe(3);
    expect(coilRemainingDays('2026-10-24', 5, '2026-10-26')).toBe(3);
  });
  it('does not flip at 01:00 in Paris: the day is the Paris day', () => {
    const justAfterMidnightParis = new Date('2026-11-24T23:10:00Z');
    const lateEveningParis = new Date('2026-11-24T22:50:00Z');
    expect(coilRemainingDays('2026-11-20', 10, dayIn(lateEveningParis))).toBe(6);
    expect(coilRemainingDays('2026-11-20', 10, dayIn(justAfterMidnightParis))).toBe(5);
  });
  it('is active up to its last day', () => {
    expect(isCoilActive('2026-11-09', 15, '2026-11-24')).toBe(true);
    expect(isCoilActive('2026-11-08', 15, '2026-11-24')).toBe(false);
  });
});

describe('bands and texts', () => {
  it.each([
    [11, 'good'],
    [10, 'check'],
    [4, 'check'],
    [3, 'soon'],
    [1, 'soon'],
    [0, 'replace'],
    [-4, 'replace'],
  ] as const)('%i days is %s', (days, band) => expect(coilHomeBand(days)).toBe(band));
  it('says day in the singular for 0 and 1', () => {
    expect(remainingDaysText(1)).toBe('1 jour restant');
    expect(remainingDaysText(2)).toBe('2 jours restants');
    expect(remainingDaysText(0)).toBe('0 jour restant');
  });
  it('words the coil card', () => {
    expect(coilStatusText(-2)).toBe('À remplacer immédiatement !');
    expect(coilStatusText(0)).toBe('À remplacer immédiatement !');
    expect(coilStatusText(1)).toBe('Urgent : 1 jour restant');
    expect(coilStatusText(3)).toBe('Urgent : 3 jours restants');
    expect(coilStatusText(4)).toBe('Temps restant : 4 jours');
  });
  it.each([
    // [lifetime, days elapsed, level, line]
    [1, 0, 'ok', 'Temps restant : 1 jour'],
    [1, 1, 'expired', 'À remplacer immédiatement !'],
    [2, 0, 'ok', 'Temps restant : 2 jours'],
    [2, 1, 'urgent', 'Urgent : 1 jour restant'],
    [3, 0, 'ok', 'Temps restant : 3 jours'],
    [3, 1, 'urgent', 'Urgent : 2 jours restants'],
    [4, 0, 'ok', 'Temps restant : 4 jours'],
    [4, 1, 'urgent', 'Urgent : 3 jours restants'],
    [15, 0, 'ok', 'Temps restant : 15 jours'],
    [15, 12, 'urgent', 'Urgent : 3 jours restants'],
    [15, 20, 'expired', 'À remplacer immédiatement !'],
    [365, 364, 'urgent', 'Urgent : 1 jour restant'],
  ] as const)('a coil of %i days after %i days is %s', (duree, elapsed, level, line) => {
    expect(coilLevel(duree - elapsed, duree)).toBe(level);
    expect(coilStatusText(duree - elapsed, duree)).toBe(line);
  });
  it('never calls a coil urgent on the day it is installed, whatever its lifetime', () => {
    for (let duree = 1; duree <= 365; duree++) expect(coilLevel(duree, duree)).toBe('ok');
  });
  it('picks the most worn coil', () => {
    const coils = [
      { id: 1, dateInstallation: '2026-11-20', duree: 15 },
      { id: 2, dateInstallation: '2026-11-01', duree: 30 },
      { id: 3, dateInstallation: '2026-11-10', duree: 7 },
    ];
    expect(mostWornCoil(coils, '2026-11-24')?.id).toBe(3);
    expect(mostWornCoil([], '2026-11-24')).toBeUndefined();
  });
});

describe('installDateError', () => {
  it('accepts a day from 1 January 2003 up to today', () => {
    expect(installDateError(FIRST_COIL_DAY, '2026-11-28')).toBeNull();
    expect(installDateError('2026-11-28', '2026-11-28')).toBeNull();
    expect(installDateError('2026-12-31')).toBeNull();
  });
  it('says what is wrong: missing or not a day, before 2003, in the future', () => {
    expect(installDateError('')).toBe(messages.installDateInvalid);
    expect(installDateError('2026-02-30')).toBe(messages.installDateInvalid);
    expect(installDateError('1999-01-01', '2026-11-28')).toBe(messages.installDateTooOld);
    expect(installDateError('2002-12-31')).toBe(messages.installDateTooOld);
    expect(installDateError('2026-11-29', '2026-11-28')).toBe(messages.installDateFuture);
  });
});

describe('modeleError', () => {
  it('accepts a usual model name', () => expect(modeleError('  Aspire Nautilus 2S_v1.5 ')).toBeNull());
  it('refuses empty, special characters and 101 characters', () => {
    expect(modeleError('   ')).toBe('Le modèle est obligatoire.');
    expect(modeleError('Zeus (RTA)')).toBe('Caractères spéciaux non autorisés');
    expect(modeleError('a'.repeat(101))).toBe('Caractères spéciaux non autorisés');
  });
});

describe('coilDurationError', () => {
  it('accepts whole days from 1 to 365, typed or numbers', () => {
    for (const value of [1, 15, 365, '1', ' 42 ', '365']) expect(coilDurationError(value)).toBeNull();
  });
  it('says what is wrong: empty, not whole, out of range', () => {
    expect(coilDurationError('')).toBe(messages.coilDurationRequired);
    expect(coilDurationError('  ')).toBe(messages.coilDurationRequired);
    expect(coilDurationError('2,5')).toBe(messages.coilDurationWhole);
    expect(coilDurationError(2.5)).toBe(messages.coilDurationWhole);
    expect(coilDurationError('abc')).toBe(messages.coilDurationWhole);
    expect(coilDurationError(0)).toBe(messages.coilDurationInvalid);
    expect(coilDurationError('366')).toBe(messages.coilDurationInvalid);
  });
});

describe('coil life in mL', () => {
  // Worked example: 60 mL logged from 1 to 5 Nov; a coil installed on 1 Nov (15 days, 60 mL) saw 48
  // of them (the 1st's 12 mL were vaped on the coil it replaced).
  const logs = [
    { date: '2026-11-01', ml: 12 },
    { date: '2026-11-02', ml: 12 },
    { date: '2026-11-03', ml: 10 },
    { date: '2026-11-04', ml: 14 },
    { date: '2026-11-05', ml: 12 },
  ];

  const replaced = (installedOn: string) => ({ installedOn, replacedACoil: true });
  const first = (installedOn: string) => ({ installedOn, replacedACoil: false });

  it.each([
    // [start, today, mL]: a coil that replaced one leaves its installation day to it (decision 0134)…
    [replaced('2026-11-02'), '2026-11-05', 36],
    [replaced('2026-11-02'), '2026-11-03', 10],
    [replaced('2026-11-05'), '2026-11-05', 0],
    [replaced('2026-11-06'), '2026-11-06', 0],
    // …a device's first coil (or one added after a coil was deleted) counts it (decision 0155).
    [first('2026-11-02'), '2026-11-05', 48],
    [first('2026-11-02'), '2026-11-03', 22],
    [first('2026-11-05'), '2026-11-05', 12],
    [first('2026-11-06'), '2026-11-06', 0],
    [first('2026-10-31'), '2026-11-05', 60],
  ] as const)('counts from %o up to %s: %d mL', (start, today, ml) => {
    expect(firstCountedDay(start)).toBe(
      start.replacedACoil ? addDaysToDay(start.installedOn, 1) : start.installedOn,
    );
    expect(mlVapedSince(logs, start, today)).toBe(ml);
    expect(mlVapedBetween(logs, start, today)).toBe(ml);
  });

  it.each([
    ['one coil since the 1st', ['2026-11-01']],
    ['changed on the 3rd', ['2026-11-01', '2026-11-03']],
    ['changed every day', ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05']],
    ['installed before the first log', ['2026-10-30', '2026-11-02', '2026-11-04']],
    ['installed on the last day', ['2026-11-02', '2026-11-05']],
  ])('invariant (%s): the coils of a device, from its first, add up to the mL logged since', (_, changes) => {
    // The first coil replaced none; each « Changer » records the coil before up to its day, included.
    const today = '2026-11-05';
    const starts = changes.map((day, index) => ({ installedOn: day, replacedACoil: index > 0 }));
    let total = 0;
    starts.forEach((start, index) => {
      const next = starts[index + 1];
      total += next ? mlVapedBetween(logs, start, next.installedOn) : mlVapedSince(logs, start, today);
    });
    const logged = logs.filter((log) => log.date >= changes[0]! && log.date <= today);
    expect(total).toBe(logged.reduce((sum, log) => sum + log.ml, 0));
  });

  it('splits each day between the devices holding a coil, and the shares add up to what was logged', () => {
    const coils = [{ cigId: 1 }, { cigId: 2 }, { cigId: 2 }, { cigId: 3 }];
    expect(coilShares(coils)).toBe(3);
    expect(coilShares([])).toBe(1);
    const perDevice = mlVapedSince(logs, first('2026-10-31'), '2026-11-05', coilShares(coils));
    expect(perDevice * 3).toBeCloseTo(60, 10);
  });

  it('paces on the days logged among the last 7, today included', () => {
    // 1–5 Nov logged: (12 + 12 + 10 + 14 + 12) / 5 = 12 mL/day.
    expect(currentPace(logs, '2026-11-05')).toBe(12);
    // On 8 Nov the window is 2–8 Nov: (12 + 10 + 14 + 12) / 4 = 12; the unlogged days are left out.
    expect(currentPace(logs, '2026-11-08')).toBe(12);
    // On 9 Nov it is 3–9 Nov: (10 + 14 + 12) / 3 = 12; two devices: 6 each.
    expect(currentPace(logs, '2026-11-09', 2)).toBe(6);
    expect(currentPace(logs, '2026-11-12')).toBeNull();
  });

  it('ends at the earlier of the two: 12 mL left at 12 mL/day is 1 day, before the 12 days left', () => {
    const usure = coilUsage({ dateInstallation: '2026-11-01', replacedACoil: true }, logs, 1, '2026-11-05');
    expect(usure).toEqual({ mlVapes: 48, rythmeMlJour: 12, jour: '2026-11-05' });
    const life = coilLife({ dateInstallation: '2026-11-01', duree: 15, dureeMl: 60, usure }, '2026-11-05');
    expect(life).toEqual({
      remainingDays: 1,
      limit: 'ml',
      ml: { vaped: 48, life: 60, pace: 12 },
      usedPercent: 80,
    });
    expect(coilLifeText(life, 15)).toBe('Urgent : ≈ 1 jour au rythme actuel de 12 mL/jour');
    expect(coilRemainingText(life)).toBe('≈ 1 jour au rythme actuel de 12 mL/jour');
    expect(coilMlText(life)).toBe('48 mL vapés sur 60 mL');
  });

  it('keeps the days when they end first, and on a tie', () => {
    const usure = { mlVapes: 10, rythmeMlJour: 5, jour: '2026-11-05' };
    // 50 mL left ÷ 5 mL/day = 10 days; the days say 15 − 3 = 12.
    const byMl = coilLife({ dateInstallation: '2026-11-02', duree: 15, dureeMl: 60, usure }, '2026-11-05');
    expect([byMl.remainingDays, byMl.limit]).toEqual([10, 'ml']);
    expect(coilLifeText(byMl, 15)).toBe('Temps restant : ≈ 10 jours au rythme actuel de 5 mL/jour');
    // 5 days life: 2 left, against 10 by mL.
    const byDays = coilLife({ dateInstallation: '2026-11-02', duree: 5, dureeMl: 60, usure }, '2026-11-05');
    expect([byDays.remainingDays, byDays.limit]).toEqual([2, 'days']);
    expect(coilLifeText(byDays, 5)).toBe('Urgent : 2 jours restants');
    // 12 days both ways: the days' wording.
    const tie = coilLife(
      { dateInstallation: '2026-11-02', duree: 15, dureeMl: 70, usure: { ...usure, rythmeMlJour: 5 } },
      '2026-11-05',
    );
    expect([tie.remainingDays, tie.limit]).toEqual([12, 'days']);
  });

  it('counts down from the day the wear was reported, so cached figures stay right offline', () => {
    const usure = { mlVapes: 36, rythmeMlJour: 8, jour: '2026-11-05' };
    // 24 mL left ÷ 8 = 3 days on 5 Nov; two days later, 1.
    const later = coilLife({ dateInstallation: '2026-11-01', duree: 30, dureeMl: 60, usure }, '2026-11-07');
    expect([later.remainingDays, later.limit]).toEqual([1, 'ml']);
  });

  it('is over once the mL are reached, even without a pace', () => {
    const usure = { mlVapes: 61.5, rythmeMlJour: null, jour: '2026-11-05' };
    const life = coilLife({ dateInstallation: '2026-11-01', duree: 30, dureeMl: 60, usure }, '2026-11-05');
    expect([life.remainingDays, life.limit, life.usedPercent]).toEqual([0, 'ml', 100]);
    expect(coilLifeText(life, 30)).toBe('À remplacer immédiatement !');
    expect(coilRemainingText(life)).toBe('0 jour restant');
    expect(coilMlText(life)).toBe('61,5 mL vapés sur 60 mL : sa durée de vie en mL est atteinte.');
  });

  it('leaves the days alone without an mL life, without wear, or without a recent log', () => {
    const plain = coilLife({ dateInstallation: '2026-11-01', duree: 15 }, '2026-11-05');
    expect(plain).toEqual({ remainingDays: 11, limit: 'days', ml: null, usedPercent: 27 });
    expect(coilMlText(plain)).toBeNull();
    const noPace = coilLife(
      {
        dateInstallation: '2026-11-01',
        duree: 15,
        dureeMl: 60,
        usure: { mlVapes: 20, rythmeMlJour: null, jour: '2026-11-05' },
      },
      '2026-11-05',
    );
    expect([noPace.remainingDays, noPace.limit]).toEqual([11, 'days']);
    expect(coilMlText(noPace)).toBe(
      '20 mL vapés sur 60 mL (aucun relevé ces 7 derniers jours : seuls les jours comptent).',
    );
  });

  it('shows the coil ending first on the home card, by either limit', () => {
    const coils = [
      { id: 1, dateInstallation: '2026-11-01', duree: 8 },
      {
        id: 2,
        dateInstallation: '2026-11-01',
        duree: 30,
        dureeMl: 60,
        usure: { mlVapes: 50, rythmeMlJour: 5, jour: '2026-11-05' },
      },
    ];
    // Coil 1: 8 − 4 = 4 days; coil 2: 10 mL ÷ 5 = 2 days.
    expect(mostWornCoil(coils, '2026-11-05')?.id).toBe(2);
  });

  it.each([
    ['', null],
    [' ', null],
    [null, null],
    ['60', null],
    [2000, null],
    ['1', null],
    ['0', messages.coilMlInvalid],
    ['2001', messages.coilMlInvalid],
    ['abc', messages.coilMlInvalid],
    ['2,5', messages.coilMlWhole],
  ] as const)('checks the mL life %j', (value, error) => expect(coilMlError(value)).toBe(error));

  it.each([
    [0.25, '0,3 mL'],
    [12, '12 mL'],
    [12.45, '12,5 mL'],
  ])('writes %f mL in French', (ml, text) => expect(mlText(ml)).toBe(text));
});
