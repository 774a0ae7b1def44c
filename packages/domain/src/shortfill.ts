import { calculatorLimitError, calculatorLimitMessages, calculatorLimits } from './calculator-limits.ts';
import { isNonNegative } from './calculator-rounding.ts';
import { messages } from './messages.ts';

/** The shortfill mode: 10 mL boosters of 20 mg/mL added to a bottle of aroma-only liquid. */

/** The French everyday booster: a 10 mL bottle at 20 mg/mL. */
export const SHORTFILL_BOOSTER = { ml: 10, strength: 20 } as const;
export const MAX_SHORTFILL_BOOSTERS = calculatorLimits.shortfillBoosters;

export type ShortfillMethod = 'boosters' | 'target';

export interface ShortfillInputs {
  /** Aroma-only liquid in the bottle, mL. */
  bottle: number;
  /** Number of 10 mL boosters added (method "boosters"). */
  boosters: number;
  /** Wished nicotine rate in mg/mL (method "target"). */
  target: number;
  method: ShortfillMethod;
}

export const shortfillDefaults: ShortfillInputs = { bottle: 50, boosters: 1, target: 3, method: 'boosters' };

/** n × 10 × 20 / (V + 10 n) mg/mL: 50 mL + 1 booster → 3.33; + 2 boosters → 5.71. */
export function shortfillRate(bottle: number, boosters: number): number {
  const nicotineMg = boosters * SHORTFILL_BOOSTER.ml * SHORTFILL_BOOSTER.strength;
  const total = bottle + boosters * SHORTFILL_BOOSTER.ml;
  return total > 0 ? nicotineMg / total : 0;
}

/**
 * Boosters for a wished rate: solving n × 200 = target × (V + 10 n) gives
 * n = target × V / (200 − 10 × target); we take the nearest whole booster (at least one when the
 * target is above 0), and say which rate it really gives. A rate of 20 mg/mL or more is out of reach.
 */
export function boostersForTarget(bottle: number, target: number): { boosters: number; rate: number } | null {
  if (target >= SHORTFILL_BOOSTER.strength) return null;
  if (target <= 0) return { boosters: 0, rate: 0 };
  const exact =
    (target * bottle) / (SHORTFILL_BOOSTER.strength * SHORTFILL_BOOSTER.ml - SHORTFILL_BOOSTER.ml * target);
  const boosters = Math.max(1, Math.round(exact));
  return { boosters, rate: shortfillRate(bottle, boosters) };
}

export interface ShortfillResult {
  boosters: number | null;
  /** mg/mL actually reached. */
  rate: number | null;
  /** Liquid in the bottle once topped up, mL. */
  totalMl: number | null;
  warnings: string[];
}

export function computeShortfill(inputs: ShortfillInputs): ShortfillResult {
  const none = (warnings: string[]): ShortfillResult => ({
    boosters: null,
    rate: null,
    totalMl: null,
    warnings,
  });
  const { bottle, method } = inputs;
  if (!isNonNegative(bottle)) return none([messages.calcInputsMissing]);
  if (bottle <= 0) return none([messages.calcQuantityInvalid]);
  const tooMuch = calculatorLimitError('bottle', bottle);
  if (tooMuch) return none([tooMuch]);
  if (method === 'target') {
    if (!isNonNegative(inputs.target)) return none([messages.calcInputsMissing]);
    const answer = boostersForTarget(bottle, inputs.target);
    if (!answer) return none([messages.calcTargetTooHigh]);
    if (answer.boosters > MAX_SHORTFILL_BOOSTERS)
      return none([
        `Ce taux demanderait ${answer.boosters} boosters : ${calculatorLimitMessages.boosters.toLowerCase()}`,
      ]);
    return { ...answer, totalMl: bottle + answer.boosters * SHORTFILL_BOOSTER.ml, warnings: [] };
  }
  const boosters = inputs.boosters;
  if (!isNonNegative(boosters) || !Number.isInteger(boosters)) return none([messages.calcInputsMissing]);
  const tooMany = calculatorLimitError('boosters', boosters);
  if (tooMany) return none([tooMany]);
  return {
    boosters,
    rate: shortfillRate(bottle, boosters),
    totalMl: bottle + boosters * SHORTFILL_BOOSTER.ml,
    warnings: [],
  };
}
