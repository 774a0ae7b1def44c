import { describe, expect, it } from 'vitest';
import { addDaysToDay, dayIn, daysBetween, isIsoDay } from './calendar.ts';

describe('dayIn', () => {
  it('uses the Paris calendar day: 23:30 UTC on 24 Nov is already the 25th in Paris', () => {
    expect(dayIn(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(dayIn(new Date('2026-11-24T22:59:00Z'))).toBe('2026-11-24');
  });
  it('follows summer time: 22:30 UTC on 1 July is the 2nd in Paris', () =>
    expect(dayIn(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02'));
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
