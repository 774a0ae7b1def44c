import { messages } from './messages.ts';

/**
 * The mixing calculator (spec §3 "Calculator state", §5 "Calculator", §9 "Calculator").
 * Three modes: the spec's quick calculator, a precise DIY mode in mL and grams, and shortfill.
 * Every function here is pure: the screen computes offline, without any server call.
 */

// ---------------------------------------------------------------------------------------------
// Rounding
// ---------------------------------------------------------------------------------------------

/** Amounts are worked in millionths of a mL: integers, so floating-point noise cannot break a sum. */
const MICRO = 1_000_000;
const toMicro = (ml: number) => Math.round(ml * MICRO);

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

const isNonNegative = (value: number) => Number.isFinite(value) && value >= 0;

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

// ---------------------------------------------------------------------------------------------
// Quick mode (the spec's calculator)
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Precise DIY mode
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Shortfill mode
// ---------------------------------------------------------------------------------------------

/** The French everyday booster: a 10 mL bottle at 20 mg/mL. */
export const SHORTFILL_BOOSTER = { ml: 10, strength: 20 } as const;
export const MAX_SHORTFILL_BOOSTERS = 20;

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
  if (method === 'target') {
    if (!isNonNegative(inputs.target)) return none([messages.calcInputsMissing]);
    const answer = boostersForTarget(bottle, inputs.target);
    if (!answer) return none([messages.calcTargetTooHigh]);
    return { ...answer, totalMl: bottle + answer.boosters * SHORTFILL_BOOSTER.ml, warnings: [] };
  }
  const boosters = inputs.boosters;
  if (!isNonNegative(boosters) || !Number.isInteger(boosters)) return none([messages.calcInputsMissing]);
  return {
    boosters,
    rate: shortfillRate(bottle, boosters),
    totalMl: bottle + boosters * SHORTFILL_BOOSTER.ml,
    warnings: [],
  };
}

// ---------------------------------------------------------------------------------------------
// Maturation (steeping) guide
// ---------------------------------------------------------------------------------------------

export const maturationFamilyIds = [
  'fruit-simple',
  'fruit-complexe',
  'frais-epice',
  'gourmand',
  'classic',
] as const;
export type MaturationFamilyId = (typeof maturationFamilyIds)[number];

export interface MaturationFamily {
  id: MaturationFamilyId;
  label: string;
  examples: string;
  minDays: number;
  /** null: "at least" minDays. */
  maxDays: number | null;
  /** How long, in French. */
  duration: string;
}

/** Spec §9's maturation guide. */
export const maturationGuide: readonly MaturationFamily[] = [
  {
    id: 'fruit-simple',
    label: 'Fruité simple',
    examples: 'fraise, pomme, citron…',
    minDays: 0,
    maxDays: 5,
    duration: '0 à 5 jours',
  },
  {
    id: 'fruit-complexe',
    label: 'Fruité complexe',
    examples: 'mélanges de fruits, fruits rouges…',
    minDays: 3,
    maxDays: 7,
    duration: '3 à 7 jours',
  },
  {
    id: 'frais-epice',
    label: 'Menthe, anis, réglisse, café, vanille',
    examples: 'menthe glaciale, anis étoilé…',
    minDays: 7,
    maxDays: 14,
    duration: '1 à 2 semaines',
  },
  {
    id: 'gourmand',
    label: 'Gourmand',
    examples: 'pâtisserie, caramel, crème…',
    minDays: 14,
    maxDays: 21,
    duration: '2 à 3 semaines',
  },
  {
    id: 'classic',
    label: 'Classic (tabac)',
    examples: 'blond, brun, virginie…',
    minDays: 14,
    maxDays: null,
    duration: 'au moins 2 semaines',
  },
];

export const isMaturationFamilyId = (value: unknown): value is MaturationFamilyId =>
  typeof value === 'string' && (maturationFamilyIds as readonly string[]).includes(value);

export const SHAKE_AND_VAPE_ADVICE = 'Shake & vape : aucune maturation, secouez et vapotez.';

/**
 * The steeping advice for a family. "Shake & vape" means no steeping at all, whatever the family.
 * With no family chosen, there is no advice (null).
 */
export function steepingAdvice(family: MaturationFamilyId | null, shakeAndVape: boolean): string | null {
  if (shakeAndVape) return SHAKE_AND_VAPE_ADVICE;
  const found = maturationGuide.find((item) => item.id === family);
  return found ? `${found.label} : laissez maturer ${found.duration}.` : null;
}
