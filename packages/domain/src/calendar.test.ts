import { describe, expect, it } from 'vitest';
import { addDaysToDay, dayIn, daysBetween, isIsoDay } from './calendar.ts';

describe('dayIn', () => {
  it('uses the Paris calendar day: 23:30 UTC on 24 Nov is already the 25th in Paris', () => {
    expect(dayIn(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(dayIn(new Date('2026-11-24T22:59:00Z'))).toBe('2026-11-24');
  });
  it('follows summer time: 22:30 UTC on 1 July is the 2nd in Paris', () =>
    expect(dayIn(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02'));
  it('gives the day Intl gives for Paris, hour by hour around every clock change and through the years', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const instants: number[] = [];
    for (let year = 1996; year <= 2040; year++)
      for (const month of [2, 9]) {
        const around = Date.UTC(year, month, 24);
        for (let hour = 0; hour < 9 * 24; hour++)
          instants.push(around + hour * 3600_000 - 60_000, around + hour * 3600_000);
      }
    for (let time = Date.UTC(1996, 0, 1); time < Date.UTC(2041, 0, 1); time += 7 * 3600_000 + 13 * 60_000)
      instants.push(time);
    for (const time of instants)
      expect([new Date(time), dayIn(new Date(time))]).toEqual([new Date(time), intl.format(new Date(time))]);
    // Before 1996 (another rule), Intl is asked.
    expect(dayIn(new Date('1990-07-01T22:30:00Z'))).toBe('1990-07-02');
  });
  it('accepts another zone', () =>
    expect(dayIn(new Date('2026-11-24T23:30:00Z'), 'America/Montreal')).toBe('2026-11-24'));
});

describe('day arithmetic', () => {
  it('crosses month, year and DST changes', () => {
    expect(addDaysToDay('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDaysToDay('2026-03-28', 2)).toBe('2026-03-30');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-11-10', '2026-11-01')).toBe(-9);
  });
  it('recognises real days only', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('28/02/2026')).toBe(false);
  });
});
