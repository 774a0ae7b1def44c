import { describe, expect, it } from 'vitest';
import { roundCalculator, roundToSum } from './calculator-rounding.ts';

describe('roundCalculator (spec §5 read literally on the exact value)', () => {
  // value → value mod 5 → result
  it.each([
    [21, 20], // remainder exactly 1 → down by 1
    [24, 25], // remainder exactly 4 → up by 1
    [66.25, 66], // remainder 1.25: ordinary rounding
    [18.75, 19], // remainder 3.75: ordinary rounding
    [13.5, 14], // remainder 3.5: ordinary rounding, half up
    [15, 15], // remainder 0
    [0.75, 1], // ordinary rounding
    [1, 0], // remainder exactly 1 → 0 (computeQuick then goes finer)
    [4, 5],
    [1.25, 1],
    [4.5, 5],
    [6.25, 6],
    [20.6, 21], // remainder 0.6: ordinary rounding gives 21, which is not turned into 20
    [0, 0],
  ])('rounds %d to %d', (value, expected) => {
    expect(roundCalculator(value)).toBe(expected);
  });

  it('reads "exactly" without floating-point noise', () => {
    // 100 × 12 × 1.25 / 100 is 15.000000000000002; 100 × 16.8 × 1.25 / 100 is 21.000000000000004
    expect(roundCalculator((100 * 12 * 1.25) / 100)).toBe(15);
    expect(roundCalculator((100 * 16.8 * 1.25) / 100)).toBe(20);
    expect(roundCalculator(21.4)).toBe(21);
  });
});

describe('roundToSum (what the precise mode shows)', () => {
  it('rounds to the hundredth, the largest amount taking the difference', () => {
    expect(roundToSum([1 / 3, 1 / 3, 1 / 3])).toEqual([0.34, 0.33, 0.33]);
    expect(roundToSum([15, 10, 12.5, 62.5])).toEqual([15, 10, 12.5, 62.5]);
    // 1.1485 × 15 = 17.2275 is 17.227499999999999 in floating point: still 17.23
    expect(roundToSum([1.1485 * 15, 78.8125])).toEqual([17.23, 78.81]);
  });

  it('never shows 0 for an amount above 0', () => {
    expect(roundToSum([0.001, 9.999])).toEqual([0.01, 9.99]);
    expect(roundToSum([0, 5])).toEqual([0, 5]);
  });
});
