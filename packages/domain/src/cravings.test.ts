import { describe, expect, it } from 'vitest';
import {
  charCount,
  cravingMonth,
  hasControlCharacters,
  helpRatings,
  topTriggers,
  weekdayAndHour,
} from './cravings.ts';

describe('charCount', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['🚭', 1],
    ['é👍🏽', 3],
  ])('%s → %i', (text, count) => {
    expect(charCount(text)).toBe(count);
  });
  it('finds control characters but not line breaks or tabs', () => {
    expect(hasControlCharacters('a\nb\tc\r')).toBe(false);
    expect(hasControlCharacters('a\u0000')).toBe(true);
    expect(hasControlCharacters('\u007f')).toBe(true);
  });
});

describe('helpRatings', () => {
  it.each([
    ['nothing logged', [], []],
    [
      'the best share first, then the most used',
      [
        { helped: ['respirer'], smoked: false },
        { helped: ['respirer', 'eau'], smoked: false },
        { helped: ['eau'], smoked: true },
        { helped: ['marcher'], smoked: false },
        { helped: [], smoked: true },
      ],
      [
        { help: 'respirer', used: 2, held: 2, share: 1 },
        { help: 'marcher', used: 1, held: 1, share: 1 },
        { help: 'eau', used: 2, held: 1, share: 0.5 },
      ],
    ],
    [
      'a way that never helped still shows',
      [{ helped: ['vapoter'], smoked: true }],
      [{ help: 'vapoter', used: 1, held: 0, share: 0 }],
    ],
  ] as const)('%s', (_, cravings, expected) => {
    expect(helpRatings(cravings)).toEqual(expected);
  });
});

describe('topTriggers', () => {
  it('counts the named ones, most frequent first, ties in the list order', () => {
    expect(
      topTriggers([
        { trigger: 'repas' },
        { trigger: 'cafe' },
        { trigger: null },
        { trigger: 'repas' },
        { trigger: 'stress' },
      ]),
    ).toEqual([
      { trigger: 'repas', count: 2 },
      { trigger: 'stress', count: 1 },
      { trigger: 'cafe', count: 1 },
    ]);
  });
});

describe('weekdayAndHour', () => {
  it.each([
    // Monday 23 November 2026, 23:30 UTC is Tuesday 00:30 in Paris.
    ['2026-11-23T23:30:00Z', { weekday: 1, hour: 0 }],
    // Summer: Sunday 5 July 2026 22:00 UTC is Monday 00:00 in Paris.
    ['2026-07-05T22:00:00Z', { weekday: 0, hour: 0 }],
    ['2026-07-05T21:59:00Z', { weekday: 6, hour: 23 }],
  ])('%s', (instant, expected) => {
    expect(weekdayAndHour(new Date(instant))).toEqual(expected);
  });
});

describe('cravingMonth', () => {
  const now = new Date('2026-11-28T20:00:00Z');
  const craving = (at: string, smoked = false) => ({
    at: new Date(at),
    intensity: 3,
    trigger: 'cafe' as const,
    helped: ['respirer' as const],
    smoked,
  });
  it('counts the 30 Paris days to today and leaves out older ones', () => {
    const month = cravingMonth(
      [
        craving('2026-11-28T07:00:00Z'),
        craving('2026-11-27T23:30:00Z', true), // 28 November, 00:30 in Paris
        craving('2026-10-30T12:00:00Z'), // 30 October: the month's first day
        craving('2026-10-29T12:00:00Z'), // too old
      ],
      [{ at: new Date('2026-11-28T10:00:00Z'), count: 2, trigger: 'alcool' }],
      now,
    );
    expect(month.days[0]!.date).toBe('2026-10-30');
    expect(month.days.at(-1)).toEqual({ date: '2026-11-28', cravings: 2, cigarettes: 2 });
    expect(month.days[0]!.cravings).toBe(1);
    expect(month.total).toBe(3);
    expect(month.held).toBe(2);
    expect(month.slips).toBe(1);
    expect(month.cigarettes).toBe(2);
    expect(month.triggers).toEqual([
      { trigger: 'cafe', count: 3 },
      { trigger: 'alcool', count: 1 },
    ]);
    // Saturday 28 November at 00:30 and 08:00 Paris.
    expect(month.grid[5]![0]).toBe(1);
    expect(month.grid[5]![8]).toBe(1);
    expect(month.helps).toEqual([{ help: 'respirer', used: 3, held: 2, share: 2 / 3 }]);
  });
});
