import { describe, expect, it } from 'vitest';
import {
  daysText,
  durationText,
  formatDateTime,
  formatDay,
  formatDayMonth,
  formatDayName,
  formatInstantDayMonth,
  formatLongDate,
  formatLongDay,
  formatShortDate,
  formatWeekday,
  readyAfterText,
} from './dates.ts';

describe('dates', () => {
  it('formats in fr-FR with a short month', () => {
    expect(formatShortDate(new Date(2026, 10, 24))).toBe('24 nov. 2026');
    expect(formatShortDate('2026-02-03T12:00:00')).toBe('3 févr. 2026');
  });
  it('formats long dates and weekdays', () => {
    expect(formatLongDate(new Date(2026, 2, 5))).toBe('5 mars 2026');
    expect(formatWeekday(new Date(2026, 10, 24))).toBe('mardi 24 novembre');
  });
  it('writes the first of a month « 1er » on every screen (issue 26)', () => {
    expect(formatLongDate(new Date(2026, 11, 1, 9))).toBe('1er décembre 2026');
    expect(formatShortDate(new Date(2026, 11, 1, 9))).toBe('1er déc. 2026');
    expect(formatWeekday(new Date(2026, 11, 1, 9))).toBe('mardi 1er décembre');
    expect(`Installée le ${formatLongDay('2027-01-01')}`).toBe('Installée le 1er janvier 2027');
    expect(formatDayMonth('2026-12-01')).toBe('1er déc.');
    expect(formatDay('2026-12-01')).toBe('1er déc. 2026');
    expect(formatDayName('2026-12-10')).toBe('jeudi 10 décembre');
    expect(formatDayName('2026-12-01')).toBe('mardi 1er décembre');
  });
  it('writes an instant with its time, French style (/sans-tabac, issue 26 point 12)', () => {
    expect(formatDateTime(new Date(2026, 10, 29, 8, 0))).toBe('29 novembre 2026 à 8 h 00');
    expect(formatDateTime(new Date(2026, 11, 1, 23, 5))).toBe('1er décembre 2026 à 23 h 05');
    expect(formatDateTime(new Date(2027, 0, 2, 0, 30).toISOString())).toBe('2 janvier 2027 à 0 h 30');
    expect(formatInstantDayMonth(new Date(2026, 11, 2, 22, 59))).toBe('2 déc.');
    expect(formatInstantDayMonth(new Date(2027, 0, 1, 0, 1).toISOString())).toBe('1er janv.');
  });
  it('reads a calendar day as that day whatever the time zone', () => {
    expect(formatLongDay('2026-03-31')).toBe('31 mars 2026');
    expect(formatDayMonth('2026-01-05')).toBe('5 janv.');
  });
  it('counts days in French: 0 and 1 jour, 2 jours', () => {
    expect([0, 1, 2, 14].map(daysText)).toEqual(['0 jour', '1 jour', '2 jours', '14 jours']);
    expect([1, 6, 7, 42, 43].map(durationText)).toEqual([
      '1 jour',
      '6 jours',
      '1 semaine',
      '6 semaines',
      '43 jours',
    ]);
  });
  it('says « Prête aujourd’hui » rather than « Prête après 0 jours »', () => {
    expect(readyAfterText(0)).toBe('Prête aujourd’hui');
    expect(readyAfterText(1)).toBe('Prête après 1 jour');
    expect(readyAfterText(14)).toBe('Prête après 14 jours');
  });
});
