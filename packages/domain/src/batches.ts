import { addDaysToDay, compareDays, daysBetween, type IsoDay } from './calendar.ts';
import { type FlavourFamily, flavourFamily } from './flavour-family.ts';
import { type MaturationFamilyId, maturationFamilyIds, maturationGuide } from './maturation-guide.ts';
import { computePrecise, type PreciseInputs } from './precise-mix.ts';
import { computeQuick, type QuickInputs } from './quick-mix.ts';
import { computeShortfill, type ShortfillInputs } from './shortfill.ts';

/**
 * Batches of home-made liquid ("Mes préparations"): when one is ready, from the maturation guide. Pure
 * functions: the server stores what they say, the screens show it, offline included.
 */

/** The guide's families, plus "shake & vape" (ready the day it is made). */
export const batchFamilyIds = [...maturationFamilyIds, 'shake-and-vape'] as const;
export type BatchFamilyId = (typeof batchFamilyIds)[number];

export const isBatchFamilyId = (value: unknown): value is BatchFamilyId =>
  typeof value === 'string' && (batchFamilyIds as readonly string[]).includes(value);

export function batchFamilyLabel(family: BatchFamilyId): string {
  if (family === 'shake-and-vape') return 'Shake & vape';
  return maturationGuide.find((item) => item.id === family)?.label ?? family;
}

/** Days of steeping the guide gives a family: its range, `max` equal to `min` when it says "at least". */
export function batchSteepingDays(family: BatchFamilyId): { min: number; max: number } {
  const found = maturationGuide.find((item) => item.id === family);
  if (!found) return { min: 0, max: 0 };
  return { min: found.minDays, max: found.maxDays ?? found.minDays };
}

/**
 * The day a batch is ready (the guide's low end) and the end of its range. "At least 2 weeks" (classic)
 * has no end: both days are the same.
 */
export function batchReadyRange(
  preparedOn: IsoDay,
  family: BatchFamilyId,
): { readyOn: IsoDay; readyUntil: IsoDay } {
  const { min, max } = batchSteepingDays(family);
  return { readyOn: addDaysToDay(preparedOn, min), readyUntil: addDaysToDay(preparedOn, max) };
}

/** Steeping the guide asks, from the shortest to the longest (a mix steeps as long as its slowest aroma). */
const steepingOrder: readonly MaturationFamilyId[] = maturationFamilyIds;

const fromAromaFamily: Record<FlavourFamily, MaturationFamilyId | null> = {
  fruit: 'fruit-simple',
  candy: 'fruit-complexe',
  fresh: 'frais-epice',
  drink: 'frais-epice',
  dessert: 'gourmand',
  tobacco: 'classic',
  other: null,
};

/**
 * The guide's family guessed from the aroma names: each aroma's family (flavour-family.ts), the slowest to
 * steep wins; two fruits or more make a "complex fruit". Null when no name says anything.
 */
export function guessMaturationFamily(
  aromaNames: readonly (string | undefined)[],
): MaturationFamilyId | null {
  const names = [...new Set(aromaNames.map((name) => name?.trim().toLowerCase() ?? '').filter(Boolean))];
  const guessed = names
    .map((name) => fromAromaFamily[flavourFamily(name)])
    .filter((family): family is MaturationFamilyId => family !== null);
  if (guessed.length === 0) return null;
  const fruits = guessed.filter((family) => family === 'fruit-simple').length;
  const slowest = guessed.reduce((a, b) => (steepingOrder.indexOf(b) > steepingOrder.indexOf(a) ? b : a));
  return slowest === 'fruit-simple' && fruits >= 2 ? 'fruit-complexe' : slowest;
}

export type BatchCalculation =
  | { mode: 'quick'; inputs: QuickInputs }
  | { mode: 'precise'; inputs: PreciseInputs }
  | { mode: 'shortfill'; inputs: ShortfillInputs };

const hundredth = (value: number) => Math.round(value * 100) / 100;

/**
 * The volume (mL) and strength (mg/mL) of what the calculator says to pour: the quick mode's quantity and
 * the strength its rounded booster gives, the precise mode's volume and target, the shortfill's bottle once
 * topped up and its real rate. Null while the calculator shows no result (an impossible mix).
 */
export function batchFigures(
  calculation: BatchCalculation,
): { volumeMl: number; nicotineRate: number } | null {
  if (calculation.mode === 'quick') {
    const result = computeQuick(calculation.inputs);
    if (result.strength === null) return null;
    return { volumeMl: hundredth(calculation.inputs.quantity), nicotineRate: hundredth(result.strength) };
  }
  if (calculation.mode === 'precise') {
    const result = computePrecise(calculation.inputs);
    if (result.warnings.length > 0 || result.ingredients.length === 0) return null;
    return {
      volumeMl: hundredth(calculation.inputs.volume),
      nicotineRate: hundredth(calculation.inputs.nicotine),
    };
  }
  const result = computeShortfill(calculation.inputs);
  if (result.totalMl === null || result.rate === null) return null;
  return { volumeMl: hundredth(result.totalMl), nicotineRate: hundredth(result.rate) };
}

/** Where a batch stands on `today`: still steeping (with the share of its time done) or ready. */
export function batchProgress(
  batch: { preparedOn: IsoDay; readyOn: IsoDay },
  today: IsoDay,
): { ready: boolean; daysLeft: number; progress: number } {
  const total = daysBetween(batch.preparedOn, batch.readyOn);
  const daysLeft = Math.max(0, daysBetween(today, batch.readyOn));
  if (daysLeft === 0) return { ready: true, daysLeft: 0, progress: 1 };
  const done = Math.max(0, total - daysLeft);
  return { ready: false, daysLeft, progress: total > 0 ? done / total : 0 };
}

/**
 * "Mes préparations": the batches still steeping, the soonest ready first, then the ready ones, the most
 * recently ready first.
 */
export function sortBatches<T extends { id: number; preparedOn: IsoDay; readyOn: IsoDay }>(
  batches: readonly T[],
  today: IsoDay,
): { maturing: T[]; ready: T[] } {
  const maturing = batches
    .filter((batch) => batch.readyOn > today)
    .sort((a, b) => compareDays(a.readyOn, b.readyOn) || a.id - b.id);
  const ready = batches
    .filter((batch) => batch.readyOn <= today)
    .sort((a, b) => compareDays(b.readyOn, a.readyOn) || b.id - a.id);
  return { maturing, ready };
}

/** "dans 3 jours", "demain", "aujourd’hui". */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft <= 0) return 'aujourd’hui';
  if (daysLeft === 1) return 'demain';
  return `dans ${daysLeft} jours`;
}
