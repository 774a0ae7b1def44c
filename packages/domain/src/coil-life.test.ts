import { describe, expect, it } from 'vitest';
import { dayIn } from './calendar.ts';
import {
  coilDurationError,
  coilHomeBand,
  coilLevel,
  coilRemainingDays,
  coilStatusText,
  isCoilActive,
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
  it('says day in the singular for 1', () => {
    expect(remainingDaysText(1)).toBe('1 jour restant');
    expect(remainingDaysText(2)).toBe('2 jours restants');
    expect(remainingDaysText(0)).toBe('0 jours restants');
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
