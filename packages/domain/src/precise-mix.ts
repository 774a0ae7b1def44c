import { calculatorLimitError } from './calculator-limits.ts';
import { isNonNegative, roundToSum } from './calculator-rounding.ts';
import { messages } from './messages.ts';

/** The precise DIY mode: any booster, up to ten aromas, each ingredient in mL, grams and percent. */

/** g/mL at room temperature. */
export const densities = { pg: 1.036, vg: 1.261 } as const;

/** Density of a PG/VG mix given its PG percent (nicotine itself is neglected: 20 mg in 1 mL). */
export function mixDensity(pgPercent: number): number {
  const pg = pgPercent / 100;
  return pg * densities.pg + (1 - pg) * densities.vg;
}

export interface PreciseAroma {
  name?: string;
  /** Percent of the final volume. */
  percent: number;
  /** PG percent of the concentrate; aromas are 100 % PG unless told. */
  pg: number;
}

export interface PreciseInputs {
  /** Target volume in mL. */
  volume: number;
  /** Target PG percent (VG is the rest). */
  pg: number;
  /** Target nicotine in mg/mL. */
  nicotine: number;
  /** Nicotine booster strength in mg/mL. */
  boosterStrength: number;
  /** PG percent of the booster. */
  boosterPg: number;
  aromas: PreciseAroma[];
}

export const MAX_AROMAS = 10;
export const aromaDefaults: PreciseAroma = { percent: 10, pg: 100 };
export const preciseDefaults: PreciseInputs = {
  volume: 100,
  pg: 30,
  nicotine: 3,
  boosterStrength: 20,
  boosterPg: 50,
  aromas: [{ ...aromaDefaults }],
};

export type IngredientKind = 'booster' | 'aroma' | 'pg' | 'vg';

export interface Ingredient {
  kind: IngredientKind;
  /** The aroma's name, or its rank ("Arôme 2") when it has none. */
  label: string;
  ml: number;
  grams: number;
  /** Percent of the target volume. */
  percent: number;
}

export interface PreciseResult {
  /** Booster, then aromas in order, then PG and VG to add; empty when the mix is impossible. */
  ingredients: Ingredient[];
  totals: Totals;
  /** PG and VG that the booster and aromas already bring, in mL. */
  brought: { pg: number; vg: number };
  /**
   * What the screen shows: each column rounded to the hundredth so that the rows add up to the total
   * shown (the volume asked, 100 %), and no amount that is not 0 shows 0 (see {@link roundToSum}).
   */
  shown: { ingredients: { ml: number; grams: number; percent: number }[]; totals: Totals };
  warnings: string[];
}

interface Totals {
  ml: number;
  grams: number;
  percent: number;
}

/**
 * Booster mL = target nicotine × volume / booster strength; aroma mL = volume × percent / 100.
 * The booster and aromas bring PG and VG of their own; the PG and VG to add are what is left to
 * reach the target ratio, so booster + aromas + PG + VG = volume exactly. Grams use the densities
 * (booster from its own PG/VG, aromas from theirs). Warns instead of giving a negative amount.
 */
export function computePrecise(inputs: PreciseInputs): PreciseResult {
  const empty = (warnings: string[]): PreciseResult => ({
    ingredients: [],
    totals: { ml: 0, grams: 0, percent: 0 },
    brought: { pg: 0, vg: 0 },
    shown: { ingredients: [], totals: { ml: 0, grams: 0, percent: 0 } },
    warnings,
  });
  const { volume, pg, nicotine, boosterStrength, boosterPg, aromas } = inputs;
  const numbers = [volume, pg, nicotine, boosterStrength, boosterPg];
  for (const aroma of aromas) numbers.push(aroma.percent, aroma.pg);
  if (!numbers.every(isNonNegative)) return empty([messages.calcInputsMissing]);

  const warnings: string[] = [];
  if (volume <= 0) warnings.push(messages.calcQuantityInvalid);
  for (const over of [
    calculatorLimitError('volume', volume),
    calculatorLimitError('nicotine', nicotine),
    calculatorLimitError('booster', boosterStrength),
  ])
    if (over) warnings.push(over);
  if (pg > 100 || boosterPg > 100 || aromas.some((aroma) => aroma.pg > 100))
    warnings.push(messages.calcRatioInvalid);
  if (nicotine > 0 && boosterStrength <= 0) warnings.push(messages.calcBoosterStrengthInvalid);
  else if (nicotine > boosterStrength) warnings.push(messages.calcNicotineAboveBooster);
  const aromaPercent = aromas.reduce((sum, aroma) => sum + aroma.percent, 0);
  if (aromaPercent > 100) warnings.push(messages.calcAromaOver100);
  if (warnings.length > 0) return empty(warnings);

  const boosterMl = nicotine > 0 ? (nicotine * volume) / boosterStrength : 0;
  const aromaMls = aromas.map((aroma) => (volume * aroma.percent) / 100);
  if (boosterMl + aromaMls.reduce((sum, ml) => sum + ml, 0) > volume + 1e-9)
    return empty([messages.calcNegativeBase]);

  let broughtPg = (boosterMl * boosterPg) / 100;
  let broughtVg = boosterMl - broughtPg;
  aromas.forEach((aroma, index) => {
    const pgMl = (aromaMls[index]! * aroma.pg) / 100;
    broughtPg += pgMl;
    broughtVg += aromaMls[index]! - pgMl;
  });
  const pgToAdd = (volume * pg) / 100 - broughtPg;
  const vgToAdd = (volume * (100 - pg)) / 100 - broughtVg;
  // A thousandth of a mL of tolerance: 30 % of 10 mL minus 3 mL is not exactly 0 in floating point.
  if (pgToAdd < -1e-9) warnings.push(messages.calcPgTooLow);
  if (vgToAdd < -1e-9) warnings.push(messages.calcVgTooLow);
  if (warnings.length > 0) return { ...empty(warnings), brought: { pg: broughtPg, vg: broughtVg } };

  const row = (kind: IngredientKind, label: string, ml: number, density: number): Ingredient => ({
    kind,
    label,
    ml,
    grams: ml * density,
    percent: (ml / volume) * 100,
  });
  const ingredients = [
    row('booster', 'Booster de nicotine', boosterMl, mixDensity(boosterPg)),
    ...aromas.map((aroma, index) =>
      row('aroma', aroma.name?.trim() || `Arôme ${index + 1}`, aromaMls[index]!, mixDensity(aroma.pg)),
    ),
    row('pg', 'PG à ajouter', Math.max(0, pgToAdd), densities.pg),
    row('vg', 'VG à ajouter', Math.max(0, vgToAdd), densities.vg),
  ];
  const totals = ingredients.reduce(
    (sum, item) => ({
      ml: sum.ml + item.ml,
      grams: sum.grams + item.grams,
      percent: sum.percent + item.percent,
    }),
    { ml: 0, grams: 0, percent: 0 },
  );
  const column = (key: keyof Totals) => roundToSum(ingredients.map((item) => item[key]));
  const [ml, grams, percent] = [column('ml'), column('grams'), column('percent')];
  const shownRows = ingredients.map((_, index) => ({
    ml: ml[index]!,
    grams: grams[index]!,
    percent: percent[index]!,
  }));
  const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;
  return {
    ingredients,
    totals,
    brought: { pg: broughtPg, vg: broughtVg },
    shown: {
      ingredients: shownRows,
      totals: { ml: sum(ml), grams: sum(grams), percent: sum(percent) },
    },
    warnings,
  };
}
