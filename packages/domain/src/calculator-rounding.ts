/**
 * The calculator's numbers (spec §5): amounts in millionths of a mL, the spec's rounding rule, and
 * rounding a column so that it still adds up; and the check every amount typed in goes through.
 */

/** Amounts are worked in millionths of a mL: integers, so floating-point noise cannot break a sum. */
export const MICRO = 1_000_000;
export const toMicro = (ml: number) => Math.round(ml * MICRO);

/**
 * The spec's rounding rule (§5), read literally on the exact value: a value whose remainder modulo 5
 * is exactly 1 goes down by 1, exactly 4 goes up by 1, anything else is ordinary rounding (half up).
 * A remainder is exactly 1 or 4 only for a whole number (21, 24, 66…), so 66.25 (remainder 1.25) is
 * ordinary rounding to 66 and 18.75 (remainder 3.75) rounds to 19. "Exactly" ignores floating-point
 * noise below a millionth of a mL (100 × 12 × 1.25 / 100 is 15.000000000000002).
 *
 * | value  | value mod 5 | result |
 * |--------|------------:|-------:|
 * | 21     | 1           | 20     |
 * | 24     | 4           | 25     |
 * | 66.25  | 1.25        | 66     |
 * | 18.75  | 3.75        | 19     |
 * | 13.5   | 3.5         | 14     |
 * | 0.75   | 0.75        | 1      |
 * | 1      | 1           | 0      |
 */
export function roundCalculator(value: number): number {
  const micro = toMicro(value);
  const remainder = ((micro % (5 * MICRO)) + 5 * MICRO) % (5 * MICRO);
  if (remainder === MICRO) return micro / MICRO - 1;
  if (remainder === 4 * MICRO) return micro / MICRO + 1;
  return Math.round(micro / MICRO);
}

/** An amount typed in that the modes can compute with: a finite number, 0 or more. */
export const isNonNegative = (value: number) => Number.isFinite(value) && value >= 0;

/**
 * Amounts rounded to `decimals` decimals that add up to their rounded sum: each is rounded as usual
 * (an amount above 0 to one unit at least, never to 0), and the largest takes the difference.
 * [1/3, 1/3, 1/3] → [0.34, 0.33, 0.33]; [0.001, 9.999] → [0.01, 9.99].
 */
export function roundToSum(values: readonly number[], decimals = 2): number[] {
  const scale = 10 ** decimals;
  // In units of the last decimal, without floating-point noise (1.1485 × 15 is 17.227499999999999).
  const clean = (value: number) => Math.round(value * scale * MICRO) / MICRO;
  const exact = values.map(clean);
  const units = exact.map((value) => (value > 0 ? Math.max(1, Math.round(value)) : Math.round(value)));
  const total = Math.round(clean(values.reduce((sum, value) => sum + value, 0)));
  const largest = exact.indexOf(Math.max(...exact));
  if (largest >= 0) units[largest]! += total - units.reduce((sum, value) => sum + value, 0);
  return units.map((unit) => unit / scale);
}
