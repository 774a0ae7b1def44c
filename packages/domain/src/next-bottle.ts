import {
  type BatchCalculation,
  type BatchFamilyId,
  batchReadyRange,
  guessMaturationFamily,
} from './batches.ts';
import { calculatorLimits } from './calculator-limits.ts';
import { addDaysToDay, daysBetween, type IsoDay } from './calendar.ts';
import { isMaturationFamilyId } from './maturation-guide.ts';
import { currentStep } from './nicotine-plan.ts';
import { quickDefaults } from './quick-mix.ts';
import { computeShortfill } from './shortfill.ts';

/**
 * The next step's bottle (issue 30 §2): the plan knows the next step's rate and start, the logs how much the vaper
 * vapes; the usual recipe says how long it steeps. Pure: the server answers with it, the tests walk its tables.
 */

/** The days of logs the mL a day is averaged over (the plan's own figure without any). */
export const NEXT_BOTTLE_LOG_WINDOW_DAYS = 14;
/** Bottles a home mix is made in, in mL: the volume is rounded up to the first that holds it. */
export const BOTTLE_SIZES_ML = [10, 30, 50, 60, 100, 120, 200, 250, 500, 1000] as const;
/** Past a litre, by half-litres, up to the calculator's largest mix. */
const LARGE_BOTTLE_STEP_ML = 500;
/** A family the usual recipe does not say: a week, the guide's middle (mint, vanilla…). */
export const DEFAULT_NEXT_BOTTLE_FAMILY: BatchFamilyId = 'frais-epice';

export interface NextBottleStep {
  id: number;
  step: number;
  rate: number;
  start: IsoDay;
  end: IsoDay;
  done: boolean;
}

/** A recipe the vaper has used: a saved one or a batch's calculation, with when and the family it steeps as. */
export interface UsualCandidate {
  source: 'recipe' | 'batch';
  name: string;
  calculation: BatchCalculation;
  /** The batch's chosen family (a recipe says it in its inputs, if at all). */
  family?: BatchFamilyId | null;
  /** When it was saved or made (an ISO timestamp): the most recent wins. */
  at: string;
}

export interface NextBottleInput {
  steps: readonly NextBottleStep[];
  /** The plan's own mL a day, when there are no recent logs. */
  planDailyMl: number;
  logs: readonly { date: IsoDay; ml: number }[];
  usual: readonly UsualCandidate[];
  /** Batches already linked to a step: the bottle is made. */
  made: readonly { stepId: number | null; preparedOn: IsoDay; readyOn: IsoDay }[];
  today: IsoDay;
}

export type NextBottleStatus = 'made' | 'in-time' | 'late';

export interface NextBottle {
  stepId: number;
  step: number;
  rate: number;
  stepStart: IsoDay;
  stepDays: number;
  mlPerDay: number;
  /** Where the mL a day comes from. */
  mlPerDaySource: 'logs' | 'plan';
  /** What the step needs (mL a day × its days) and the volume to mix, rounded up to a bottle. */
  neededMl: number;
  volumeMl: number;
  /** How many such mixes (a shortfill bottle holds what it holds: several of them). */
  bottles: number;
  family: BatchFamilyId;
  steepingDays: number;
  /** The last day to mix so that steeping ends on or before the step's start. */
  mixBy: IsoDay;
  status: NextBottleStatus;
  /** The calculator's mode and values for one mix, at the step's rate and the volume. */
  calculation: BatchCalculation;
  recipe: { source: UsualCandidate['source'] | 'default'; name: string };
  /** Set when `made`: the batch linked to the step. */
  madeOn: { preparedOn: IsoDay; readyOn: IsoDay } | null;
}

const tenth = (value: number) => Math.round(value * 10) / 10;

/** The mL a day: the average of the logged days in the last two weeks, else the plan's figure. */
export function dailyMl(
  logs: readonly { date: IsoDay; ml: number }[],
  planDailyMl: number,
  today: IsoDay,
): { ml: number; source: 'logs' | 'plan' } {
  const from = addDaysToDay(today, -NEXT_BOTTLE_LOG_WINDOW_DAYS);
  const recent = logs.filter((log) => log.date > from && log.date <= today && log.ml > 0);
  if (recent.length === 0) return { ml: planDailyMl, source: 'plan' };
  return { ml: tenth(recent.reduce((sum, log) => sum + log.ml, 0) / recent.length), source: 'logs' };
}

/** The first bottle size that holds `ml`; past a litre, half-litres; never above the calculator's 5 L. */
export function bottleVolume(ml: number): number {
  const size = BOTTLE_SIZES_ML.find((bottle) => bottle >= ml - 1e-9);
  if (size !== undefined) return size;
  return Math.min(calculatorLimits.volumeMl, Math.ceil(ml / LARGE_BOTTLE_STEP_ML) * LARGE_BOTTLE_STEP_ML);
}

/** The most recent of the last saved recipe and the last batch's calculation. */
export function usualRecipe(candidates: readonly UsualCandidate[]): UsualCandidate | null {
  return [...candidates].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))[0] ?? null;
}

/** The family a recipe steeps as: shake & vape, its chosen family, the batch's, or the one its aromas suggest. */
export function usualFamily(usual: UsualCandidate | null): BatchFamilyId {
  if (!usual) return DEFAULT_NEXT_BOTTLE_FAMILY;
  const inputs = usual.calculation.inputs as { maturation?: unknown; shakeAndVape?: unknown };
  if (inputs.shakeAndVape === true) return 'shake-and-vape';
  if (isMaturationFamilyId(inputs.maturation)) return inputs.maturation;
  if (usual.family) return usual.family;
  // A shortfill is sold steeped: topping it up with boosters is shaken and vaped.
  if (usual.calculation.mode === 'shortfill') return 'shake-and-vape';
  const names =
    usual.calculation.mode === 'precise' ? usual.calculation.inputs.aromas.map((aroma) => aroma.name) : [];
  return guessMaturationFamily([...names, usual.name]) ?? DEFAULT_NEXT_BOTTLE_FAMILY;
}

/** The usual recipe at the step's rate and volume (the quick mode's defaults without one). */
export function scaledCalculation(
  usual: UsualCandidate | null,
  rate: number,
  volumeMl: number,
): { calculation: BatchCalculation; bottles: number; volumeMl: number } {
  const calculation = usual?.calculation;
  if (calculation?.mode === 'precise')
    return {
      calculation: { mode: 'precise', inputs: { ...calculation.inputs, volume: volumeMl, nicotine: rate } },
      bottles: 1,
      volumeMl,
    };
  if (calculation?.mode === 'shortfill') {
    const inputs = { ...calculation.inputs, method: 'target' as const, target: rate };
    const total = computeShortfill(inputs).totalMl;
    if (total !== null && total > 0)
      return {
        calculation: { mode: 'shortfill', inputs },
        bottles: Math.ceil(volumeMl / total),
        volumeMl: total,
      };
  }
  const quick = calculation?.mode === 'quick' ? calculation.inputs : quickDefaults;
  return {
    calculation: { mode: 'quick', inputs: { ...quick, quantity: volumeMl, nicotine: rate } },
    bottles: 1,
    volumeMl,
  };
}

/** Days of steeping before the bottle is ready: the guide's low end, as a batch's ready day counts it. */
export const steepingDaysOf = (family: BatchFamilyId) => {
  const { readyOn } = batchReadyRange('2000-01-01', family);
  return daysBetween('2000-01-01', readyOn);
};

/**
 * The bottles of the steps after the current one (`count` of them, the next first), or an empty list without a
 * plan or once the current step is the last. In time when mixing by `mixBy` lets steeping end on or before the
 * step's start; late otherwise; made when a batch is linked to the step.
 */
export function nextBottles(input: NextBottleInput, count = 1): NextBottle[] {
  const current = currentStep([...input.steps]);
  if (!current) return [];
  const after = input.steps.filter((step) => step.step > current.step && !step.done).slice(0, count);
  const daily = dailyMl(input.logs, input.planDailyMl, input.today);
  const usual = usualRecipe(input.usual);
  const family = usualFamily(usual);
  const steepingDays = steepingDaysOf(family);
  return after.map((step) => {
    const stepDays = Math.max(1, daysBetween(step.start, step.end));
    const neededMl = tenth(daily.ml * stepDays);
    const scaled = scaledCalculation(usual, step.rate, bottleVolume(neededMl));
    const mixBy = addDaysToDay(step.start, -steepingDays);
    const made = input.made.find((batch) => batch.stepId === step.id) ?? null;
    return {
      stepId: step.id,
      step: step.step,
      rate: step.rate,
      stepStart: step.start,
      stepDays,
      mlPerDay: daily.ml,
      mlPerDaySource: daily.source,
      neededMl,
      volumeMl: scaled.volumeMl,
      bottles: scaled.bottles,
      family,
      steepingDays,
      mixBy,
      status: made ? 'made' : input.today <= mixBy ? 'in-time' : 'late',
      calculation: scaled.calculation,
      recipe: usual
        ? { source: usual.source, name: usual.name }
        : { source: 'default', name: 'Mélange rapide' },
      madeOn: made ? { preparedOn: made.preparedOn, readyOn: made.readyOn } : null,
    };
  });
}

/** The next step's bottle, or null (no plan, or the current step is the last). */
export function nextBottle(input: NextBottleInput): NextBottle | null {
  return nextBottles(input, 1)[0] ?? null;
}
