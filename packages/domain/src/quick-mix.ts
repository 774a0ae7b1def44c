import { calculatorLimitError } from './calculator-limits.ts';
import { isNonNegative, MICRO, roundCalculator, toMicro } from './calculator-rounding.ts';
import { frenchNumber } from './french-format.ts';
import { messages } from './messages.ts';

/** The spec's quick calculator (§9): aroma %, quantity, PG/VG ratio and nicotine, a 20 mg/mL booster. */

export const pgVgRatios = ['70/30', '50/50', '30/70', '100'] as const;
export type PgVgRatio = (typeof pgVgRatios)[number];

/** The spec's aroma factor for each PG/VG choice ("100" is the "100%" option). */
export const pgVgFactors: Record<PgVgRatio, number> = {
  '70/30': 0.8,
  '50/50': 1,
  '30/70': 1.25,
  '100': 1.6665,
};

export const pgVgRatioLabels: Record<PgVgRatio, string> = {
  '70/30': '70/30',
  '50/50': '50/50',
  '30/70': '30/70',
  '100': '100 %',
};

const dosageNumber = frenchNumber({ maximumFractionDigits: 2 });
const factorNumber = frenchNumber({ maximumFractionDigits: 4 });

/**
 * Why the arôme is more than the % typed: "15 % × 1,25 (ratio 30/70) = 18,75 % d’arôme". The spec's factor
 * would otherwise act unseen (issue 26). "≈" when the dosage is rounded to the hundredth (100 % VG: × 1,6665).
 */
export function quickAromaDosageText(aroma: number, ratio: PgVgRatio): string {
  const factor = pgVgFactors[ratio];
  const dosage = aroma * factor;
  const shown = dosageNumber(dosage);
  const exact = Math.abs(Math.round(dosage * 100) - dosage * 100) < 1e-6;
  const why = ratio === '100' ? '100 % VG' : `ratio ${ratio}`;
  return `${dosageNumber(aroma)} % × ${factorNumber(factor)} (${why}) ${exact ? '=' : '≈'} ${shown} % d’arôme`;
}

export const isPgVgRatio = (value: unknown): value is PgVgRatio =>
  typeof value === 'string' && (pgVgRatios as readonly string[]).includes(value);

/** The quick mode's booster: 20 mg/mL (spec §9: booster ml = nicotine / 20 × quantity). */
export const QUICK_BOOSTER_MG_ML = 20;
export const nicotinePresets = [0, 3, 6, 9] as const;

export interface QuickInputs {
  /** Aroma percent. */
  aroma: number;
  /** Quantity in mL. */
  quantity: number;
  ratio: PgVgRatio;
  /** Nicotine in mg/mL. */
  nicotine: number;
}

export const quickDefaults: QuickInputs = { aroma: 15, quantity: 100, ratio: '30/70', nicotine: 3 };

/** Rounding may move an ingredient (so the nicotine strength or the aroma dosage) by 5 % at most. */
export const QUICK_TOLERANCE = 0.05;

/**
 * The steps an ingredient is rounded to, coarsest first, in mL: the spec's rounding to the mL, then
 * 0.1 mL (0.05 mL under 1 mL, where a tenth is already 10 %), then 0.01 and 0.001 mL for amounts too
 * small for the previous step to stay within {@link QUICK_TOLERANCE}.
 */
const quickSteps = (exact: number) => [1, exact < 1 ? 0.05 : 0.1, 0.01, 0.001];

/** An ingredient rounded to `step` mL, in millionths of a mL (step 1 is the spec's rule). */
function roundToStep(exact: number, step: number): number {
  if (step === 1) return toMicro(roundCalculator(exact));
  const stepMicro = Math.round(step * MICRO);
  return Math.round(toMicro(exact) / stepMicro) * stepMicro;
}

/** Shown amount acceptable for an exact one: 0 only for 0, and within the tolerance. */
const closeEnough = (exact: number, shownMicro: number) =>
  exact <= 0
    ? shownMicro === 0
    : shownMicro > 0 && Math.abs(shownMicro - toMicro(exact)) <= QUICK_TOLERANCE * toMicro(exact) + 1;

/** The first step (from the `from`-th) at which an ingredient is close enough to its exact amount. */
function pickStep(exact: number, from: number): { micro: number; step: number } {
  const steps = quickSteps(exact);
  let index = from;
  let micro = roundToStep(exact, steps[index]!);
  while (!closeEnough(exact, micro) && index < steps.length - 1) {
    index += 1;
    micro = roundToStep(exact, steps[index]!);
  }
  return { micro, step: steps[index]! };
}

export interface QuickResult {
  /**
   * mL to pour; null when the mix is impossible (see `warnings`). Booster and arôme use the spec's
   * rounding, or a finer step when needed; the base is what is left, so the three add up to the quantity.
   */
  base: number | null;
  booster: number | null;
  arome: number | null;
  /** The same values before rounding, for an "exact value" hint. */
  exact: { base: number; booster: number; arome: number } | null;
  /** The step in mL each of booster and arôme was rounded to (1 = the spec's rounding to the mL). */
  steps: { booster: number; arome: number } | null;
  /** Nicotine in mg/mL of the liquid poured with the amounts shown. */
  strength: number | null;
  /** French texts; non-empty means no result is shown. */
  warnings: string[];
}

/**
 * Spec §9: aroma mL = quantity × aroma % × factor / 100; booster mL = nicotine / 20 × quantity;
 * base = quantity − aroma − booster. Booster and arôme are rounded by {@link roundCalculator}; when
 * that would show 0 for an amount that is not 0, or move it by more than 5 % (the nicotine strength
 * for the booster, the dosage for the arôme), the next finer step of {@link quickSteps} is used. The
 * base is the quantity minus the two rounded amounts (so the sum is exact); should that base come out
 * negative, or 0 when it is not, both amounts go one step finer. An impossible mix gives warnings and
 * no numbers, never a negative quantity.
 */
export function computeQuick(inputs: QuickInputs): QuickResult {
  const { aroma, quantity, ratio, nicotine } = inputs;
  const none = (warnings: string[]): QuickResult => ({
    base: null,
    booster: null,
    arome: null,
    exact: null,
    steps: null,
    strength: null,
    warnings,
  });
  if (![aroma, quantity, nicotine].every(isNonNegative) || !isPgVgRatio(ratio)) {
    return none([messages.calcInputsMissing]);
  }
  const warnings: string[] = [];
  if (quantity <= 0) warnings.push(messages.calcQuantityInvalid);
  const tooMuch = calculatorLimitError('volume', quantity);
  if (tooMuch) warnings.push(tooMuch);
  if (aroma > 100) warnings.push(messages.calcAromaOver100);
  if (nicotine > QUICK_BOOSTER_MG_ML) warnings.push(messages.calcNicotineAboveBooster);
  const arome = (quantity * aroma * pgVgFactors[ratio]) / 100;
  const booster = (nicotine / QUICK_BOOSTER_MG_ML) * quantity;
  const base = quantity - arome - booster;
  if (warnings.length === 0 && base < -1e-9) warnings.push(messages.calcNegativeBase);
  if (warnings.length > 0) return none(warnings);

  const quantityMicro = toMicro(quantity);
  const lastStep = quickSteps(0).length - 1;
  for (let from = 0; ; from += 1) {
    const shownBooster = pickStep(booster, from);
    const shownArome = pickStep(arome, from);
    let baseMicro = quantityMicro - shownBooster.micro - shownArome.micro;
    // A base under half a thousandth of a mL (the finest step) is 0 for anyone pouring it.
    const baseOk = baseMicro >= 0 && (baseMicro > 0 || toMicro(base) <= MICRO / 2000);
    if (!baseOk && from < lastStep) continue;
    // At the finest step a base a thousandth below 0 can only come from rounding up: the arôme
    // (or else the booster) gives that thousandth back.
    if (baseMicro < 0) {
      if (shownArome.micro >= -baseMicro) shownArome.micro += baseMicro;
      else shownBooster.micro += baseMicro;
      baseMicro = 0;
    }
    return {
      base: baseMicro / MICRO,
      booster: shownBooster.micro / MICRO,
      arome: shownArome.micro / MICRO,
      exact: { base: Math.max(0, base), booster, arome },
      steps: { booster: shownBooster.step, arome: shownArome.step },
      strength: (shownBooster.micro * QUICK_BOOSTER_MG_ML) / quantityMicro,
      warnings,
    };
  }
}
