import { describe, expect, it } from 'vitest';
import { countdownText, milestoneAt, milestones, smokeFreeClock } from './smoke-free-clock.ts';

describe('milestoneAt', () => {
  it.each([
    // Hours are elapsed time, even across the spring change (29 March 2026, 02:00 → 03:00 in Paris).
    ['8 h across spring DST', '2026-03-28T22:00:00Z', { hours: 8 }, '2026-03-29T06:00:00.000Z'],
    ['20 min', '2026-11-28T21:50:00Z', { minutes: 20 }, '2026-11-28T22:10:00.000Z'],
    ['72 h across autumn DST', '2026-10-24T10:00:00Z', { hours: 72 }, '2026-10-27T10:00:00.000Z'],
    // Weeks, months, years keep the Paris wall-clock time: 12:00 Paris stays 12:00 Paris.
    ['2 weeks across spring DST', '2026-03-20T11:00:00Z', { weeks: 2 }, '2026-04-03T10:00:00.000Z'],
    ['2 weeks across autumn DST', '2026-10-20T10:00:00Z', { weeks: 2 }, '2026-11-03T11:00:00.000Z'],
    ['3 months from 30 November', '2026-11-30T11:00:00Z', { months: 3 }, '2027-02-28T11:00:00.000Z'],
    ['1 year from 29 February', '2028-02-29T11:00:00Z', { years: 1 }, '2029-02-28T11:00:00.000Z'],
    // 23:30 Paris on 31 December is still 31 December in Paris a year later, though 22:30 UTC.
    ['1 year near midnight', '2026-12-31T22:30:00Z', { years: 1 }, '2027-12-31T22:30:00.000Z'],
    ['10 years, summer to summer', '2026-07-01T06:00:00Z', { years: 10 }, '2036-07-01T06:00:00.000Z'],
  ] as const)('%s', (_, last, after, expected) => {
    expect(milestoneAt(new Date(last), after).toISOString()).toBe(expected);
  });

  it('reads another time zone when told', () => {
    // New York changes on 8 March 2026: two weeks after 12:00 there on 1 March is 12:00 on 15 March (EDT).
    expect(
      milestoneAt(new Date('2026-03-01T17:00:00Z'), { weeks: 2 }, 'America/New_York').toISOString(),
    ).toBe('2026-03-15T16:00:00.000Z');
  });
});

describe('smokeFreeClock', () => {
  const last = new Date('2026-11-01T08:00:00Z');
  it.each([
    ['just after', '2026-11-01T08:05:00Z', 0, '20min', 0],
    ['at 20 minutes exactly', '2026-11-01T08:20:00Z', 1, '8h', 0],
    ['after 3 days', '2026-11-04T09:00:00Z', 4, '2w', 3],
    ['after 16 years', '2042-11-02T08:00:00Z', 9, null, 5845],
  ])('%s', (_, now, reached, next, days) => {
    const clock = smokeFreeClock(last, new Date(now));
    expect(clock.milestones.filter((m) => m.reached)).toHaveLength(reached);
    expect(clock.next?.id ?? null).toBe(next);
    expect(clock.days).toBe(days);
    if (clock.next) expect(clock.untilNextMs).toBe(clock.next.at.getTime() - new Date(now).getTime());
  });

  it('lists the nine NHS timings in order', () => {
    expect(milestones.map((m) => m.when)).toEqual([
      '20 minutes',
      '8 heures',
      '48 heures',
      '72 heures',
      '2 à 12 semaines',
      '3 à 9 mois',
      '1 an',
      '10 ans',
      '15 ans',
    ]);
  });
});

describe('countdownText', () => {
  it.each([
    [30_000, 'moins d’une minute'],
    [42 * 60_000, '42 min'],
    [5 * 3600_000 + 12 * 60_000, '5 h 12 min'],
    [2 * 3600_000, '2 h'],
    [3 * 86_400_000 + 4 * 3600_000, '3 j 4 h'],
    [10 * 86_400_000, '10 j'],
  ])('%i ms → %s', (ms, text) => {
    expect(countdownText(ms)).toBe(text);
  });
});
