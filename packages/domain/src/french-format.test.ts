import { describe, expect, it } from 'vitest';
import { frenchDate, frenchDays, frenchNumber } from './french-format.ts';

/** Values that test rounding: halves at every place, nines that carry, tiny and large numbers, negatives. */
function sampleNumbers(): number[] {
  const values = [
    0,
    -0,
    1,
    -1,
    0.5,
    1.5,
    2.5,
    -2.5,
    0.05,
    0.15,
    0.25,
    0.35,
    1.005,
    2.675,
    1.0049999999999999,
    0.125,
    0.375,
    9.995,
    9.9995,
    99.95,
    999.5,
    999.9999,
    0.0005,
    0.0004999,
    0.00049,
    0.006,
    1e-7,
    1.23e-10,
    12,
    123,
    1234,
    12345,
    123456,
    1234567.891,
    1e21,
    1.5e21,
    123456789012345680000,
    0.1 + 0.2,
    3.3333333333333335,
    2 / 3,
    -1234.5678,
    228.8,
    22880 / 100,
    19.99,
    0.999,
    0.9999,
    45.6789,
    1000,
    10000,
    100000,
    1000000,
  ];
  // A fixed pseudo-random walk over the ranges the app shows (mL, mg, euros, percentages).
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let index = 0; index < 3000; index++) {
    const scale = 10 ** Math.floor(random() * 9 - 4);
    values.push(random() * scale * (random() < 0.1 ? -1 : 1));
    values.push(Math.round(random() * 100000) / 1000);
    values.push(Math.round(random() * 10000) / 100 + 0.005);
  }
  return values;
}

describe('frenchNumber', () => {
  const cases: [string, Intl.NumberFormatOptions, Parameters<typeof frenchNumber>[0]][] = [
    ['default', {}, {}],
    ['one decimal', { maximumFractionDigits: 1 }, { maximumFractionDigits: 1 }],
    ['two decimals', { maximumFractionDigits: 2 }, { maximumFractionDigits: 2 }],
    ['three decimals', { maximumFractionDigits: 3 }, { maximumFractionDigits: 3 }],
    ['two significant digits', { maximumSignificantDigits: 2 }, { maximumSignificantDigits: 2 }],
    ['euros', { style: 'currency', currency: 'EUR' }, { euros: true }],
  ];
  for (const [name, intlOptions, options] of cases)
    it(`writes what Intl writes: ${name}`, () => {
      const intl = new Intl.NumberFormat('fr-FR', intlOptions);
      const ours = frenchNumber(options);
      for (const value of [...sampleNumbers(), Number.NaN, Number.POSITIVE_INFINITY, -Infinity])
        expect([value, ours(value)]).toEqual([value, intl.format(value)]);
    });
  it('reads as the app expects', () => {
    expect(frenchNumber({ maximumFractionDigits: 2 })(0.25)).toBe('0,25');
    expect(frenchNumber({ euros: true })(228.8)).toBe('228,80\u00a0€');
    expect(frenchNumber()(12345.5)).toBe('12\u202f345,5');
  });
});

describe('frenchDate', () => {
  const cases: [string, Intl.DateTimeFormatOptions, Parameters<typeof frenchDate>[0]][] = [
    [
      'day and short month, UTC',
      { day: 'numeric', month: 'short', timeZone: 'UTC' },
      { month: 'short', utc: true },
    ],
    [
      'day, short month and year, UTC',
      { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
      { month: 'short', year: 'numeric', utc: true },
    ],
    [
      'day, short month and year',
      { day: 'numeric', month: 'short', year: 'numeric' },
      { month: 'short', year: 'numeric' },
    ],
    [
      'day, month and year',
      { day: 'numeric', month: 'long', year: 'numeric' },
      { month: 'long', year: 'numeric' },
    ],
    [
      'weekday, day and month',
      { weekday: 'long', day: 'numeric', month: 'long' },
      { weekday: 'long', month: 'long' },
    ],
  ];
  for (const [name, intlOptions, options] of cases)
    it(`writes what Intl writes: ${name}`, () => {
      const intl = new Intl.DateTimeFormat('fr-FR', intlOptions);
      const ours = frenchDate(options);
      // Every day of 2025–2028 at three times of day, and dates Intl is left with.
      const dates: Date[] = [new Date('0999-12-31T12:00:00Z'), new Date('+010000-01-01T00:00:00Z')];
      for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2029, 0, 1); time += 8 * 3600 * 1000 + 60_000)
        dates.push(new Date(time));
      // …but the first of a month, which French writes « 1er » (issue 26).
      const french = (date: Date) => intl.format(date).replace(/(^|\s)1(?=\s)/, '$11er');
      for (const date of dates) expect([date, ours(date)]).toEqual([date, french(date)]);
      expect(() => ours(new Date(Number.NaN))).toThrow(RangeError);
    });
  it('reads as the app expects', () => {
    expect(frenchDate({ month: 'short', utc: true })(new Date('2026-01-05T00:00:00Z'))).toBe('5 janv.');
    expect(frenchDate({ weekday: 'long', month: 'long' })(new Date(2026, 10, 24, 12))).toBe(
      'mardi 24 novembre',
    );
  });
  it('writes the first of a month « 1er » (issue 26)', () => {
    expect(frenchDate({ month: 'long' })(new Date(2026, 11, 1, 12))).toBe('1er décembre');
    expect(frenchDate({ month: 'long', year: 'numeric' })(new Date(2027, 0, 1, 12))).toBe('1er janvier 2027');
    expect(frenchDate({ month: 'short', utc: true })(new Date('2026-03-01T00:00:00Z'))).toBe('1er mars');
    expect(frenchDate({ weekday: 'long', month: 'long' })(new Date(2026, 11, 1, 12))).toBe(
      'mardi 1er décembre',
    );
    expect(frenchDate({ month: 'long', year: 'numeric' })(new Date(2026, 11, 11, 12))).toBe(
      '11 décembre 2026',
    );
    expect(
      frenchDate({ month: 'short', year: 'numeric', utc: true })(new Date('+010000-01-01T00:00:00Z')),
    ).toBe('1er janv. 10000');
  });
});

describe('frenchDays', () => {
  it('counts 0 and 1 day in the singular, 2 and more in the plural', () => {
    expect([0, 1, 2, 15].map(frenchDays)).toEqual(['0 jour', '1 jour', '2 jours', '15 jours']);
  });
});
