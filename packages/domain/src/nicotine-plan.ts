import { addDaysToDay, daysBetween, type IsoDay } from './calendar.ts';
import { STREAK_BADGE_DAYS } from './checkin.ts';

export const REDUCTION_STEP_MG = 1.5;
export const nicotineModes = ['lent', 'normal', 'rapide'] as const;
export type NicotineMode = (typeof nicotineModes)[number];
/** Weeks spent on each step: lent every 3 weeks, normal every 2, rapide every week. */
export const weeksPerStep: Record<NicotineMode, number> = { lent: 3, normal: 2, rapide: 1 };
export const startRateOptions = [20, 18, 12, 9, 6, 3, 1.5, 0] as const;
export const targetRateOptions = [3, 1.5, 0] as const;
export const logRateOptions = [20, 18, 12, 9, 6, 3, 1.5, 0] as const;
export const planDefaults = { dailyAvgMl: 20, startRate: 6, targetRate: 0, mode: 'normal' as NicotineMode };
export const DAILY_ML_RANGE = { min: 1, max: 30 } as const;

export interface PlanStep {
  step: number;
  rate: number;
  start: IsoDay;
  end: IsoDay;
  done: boolean;
}

export const roundTenth = (value: number) => Math.round(value * 10) / 10;

/** How many reductions of 1.5 mg it takes to go from start to target. */
export function reductionCount(startRate: number, targetRate: number): number {
  return Math.max(0, Math.ceil(roundTenth(startRate - targetRate) / REDUCTION_STEP_MG));
}

/** ceil((start − target) / 1.5) + 1 levels. */
export function stepLevelCount(startRate: number, targetRate: number): number {
  return reductionCount(startRate, targetRate) + 1;
}

/** The rates of the plan: start, then 1.5 mg less each step, the last exactly the target, never below it. */
export function stepRates(startRate: number, targetRate: number): number[] {
  const reductions = reductionCount(startRate, targetRate);
  const rates: number[] = [];
  for (let i = 0; i < reductions; i++) rates.push(roundTenth(startRate - i * REDUCTION_STEP_MG));
  rates.push(targetRate);
  return rates;
}

/** ceil((start − target) / 1.5) × the mode's weeks. */
export function estimatedWeeks(startRate: number, targetRate: number, mode: NicotineMode): number {
  return reductionCount(startRate, targetRate) * weeksPerStep[mode];
}

/** mL a day × start rate (mg/mL). */
export function dailyNicotineMg(dailyMl: number, rate: number): number {
  return roundTenth(dailyMl * rate);
}

export const stepLengthDays = (mode: NicotineMode) => weeksPerStep[mode] * 7;

/**
 * Lays `rates` one after the other from `firstDay`: each step lasts the mode's period and ends on the day
 * the next one starts.
 */
export function scheduleSteps(
  rates: number[],
  mode: NicotineMode,
  firstDay: IsoDay,
  firstNumber = 1,
): PlanStep[] {
  const length = stepLengthDays(mode);
  return rates.map((rate, index) => {
    const start = addDaysToDay(firstDay, index * length);
    return { step: firstNumber + index, rate, start, end: addDaysToDay(start, length), done: false };
  });
}

export function generatePlanSteps(
  startRate: number,
  targetRate: number,
  mode: NicotineMode,
  today: IsoDay,
): PlanStep[] {
  return scheduleSteps(stepRates(startRate, targetRate), mode, today);
}

/** The first step not done, or undefined when the whole plan is done. */
export function currentStep<T extends { done: boolean }>(steps: T[]): T | undefined {
  return steps.find((step) => !step.done);
}

/**
 * The step the user is asked to confirm: the current one, on or after its end day, unless it is already at
 * the target rate (nothing is left to come down to: the plan is reached).
 */
export function stepToConfirm<T extends { done: boolean; end: IsoDay; rate: number }>(
  plan: { steps: T[]; targetRate: number },
  today: IsoDay,
): T | undefined {
  const step = currentStep(plan.steps);
  return step && step.rate !== plan.targetRate && today >= step.end ? step : undefined;
}

/** The plan's first day (its first step's start): logs dated earlier do not belong to the plan. */
export function planStartDay(steps: { start: IsoDay }[]): IsoDay | undefined {
  return steps[0]?.start;
}

/**
 * The plan is finished once every reduction is confirmed: the current step is the last one, the target rate
 * (which is never asked about), or no step is left. A plan whose start equals its target is finished at once.
 */
export function planFinished(steps: { done: boolean }[]): boolean {
  const current = steps.findIndex((step) => !step.done);
  return current === -1 || current === steps.length - 1;
}

/** The logs that belong to the plan: those dated on or after its first day. */
export function logsOfPlan<T extends { date: IsoDay }>(logs: T[], steps: { start: IsoDay }[]): T[] {
  const start = planStartDay(steps);
  return start ? logs.filter((log) => log.date >= start) : logs;
}

export interface PlanTotals {
  /** The plan's first day. */
  startedOn: IsoDay;
  /** The day the target rate was reached (the last step's start), null while the plan goes on. */
  finishedOn: IsoDay | null;
  /** Calendar days from the first day to the finish day, or to today while the plan goes on. */
  days: number;
  /** Reductions of 1.5 mg (or less, for the last) confirmed so far. */
  reductions: number;
  /** Days with a log that belongs to the plan. */
  loggedDays: number;
}

/** The whole plan in a few figures, for the progress card and the finished plan's summary. */
export function planTotals(
  steps: { start: IsoDay; done: boolean }[],
  logs: { date: IsoDay }[],
  today: IsoDay,
): PlanTotals {
  const firstDay = planStartDay(steps);
  const startedOn = firstDay ?? today;
  const finishedOn = planFinished(steps) ? (steps.at(-1)?.start ?? startedOn) : null;
  const reductions = Math.min(steps.filter((step) => step.done).length, Math.max(0, steps.length - 1));
  return {
    startedOn,
    finishedOn,
    days: Math.max(0, daysBetween(startedOn, finishedOn ?? today)),
    reductions,
    loggedDays: new Set(logsOfPlan(logs, steps).map((log) => log.date)).size,
  };
}

/**
 * The rates the log form offers: the spec's list plus every rate of the plan's steps (a 12 → 3 plan goes
 * through 10,5, 7,5 and 4,5 mg/mL) and any `extra` rate already logged, highest first. The server takes any
 * valid rate: a liquid mixed with the calculator can be at any rate.
 */
export function logRateChoices(planRates: readonly number[], ...extra: number[]): number[] {
  const rates = new Set<number>([...logRateOptions, ...planRates, ...extra]);
  return [...rates].sort((a, b) => b - a);
}

/**
 * A new target or mode: done steps stay as they are; from the current step's rate down to the new target,
 * steps are laid again with the new mode's period, the current step keeping its start day.
 */
export function replanSteps(
  steps: PlanStep[],
  targetRate: number,
  mode: NicotineMode,
  today: IsoDay,
): PlanStep[] {
  const done = steps.filter((step) => step.done);
  const current = currentStep(steps);
  const fromRate = current?.rate ?? targetRate;
  const firstDay = current?.start ?? today;
  return [...done, ...scheduleSteps(stepRates(fromRate, targetRate), mode, firstDay, done.length + 1)];
}

/**
 * The user's answer when the current step ends. Success: the step is done and the next ones start today,
 * each with its full period. Not yet: the user stays on this rate one more period and every later step
 * moves back by one period.
 */
export function confirmStep(
  steps: PlanStep[],
  stepNumber: number,
  success: boolean,
  mode: NicotineMode,
  today: IsoDay,
) {
  const length = stepLengthDays(mode);
  const index = steps.findIndex((step) => step.step === stepNumber);
  if (index < 0) return steps;
  if (success) {
    const before = steps.slice(0, index);
    const confirmed = { ...steps[index]!, done: true };
    const rest = steps.slice(index + 1);
    const relaid = scheduleSteps(
      rest.map((step) => step.rate),
      mode,
      today,
      index + 2,
    );
    return [...before, confirmed, ...relaid];
  }
  return steps.map((step, i) => {
    if (i < index || step.done) return step;
    if (i === index) return { ...step, end: addDaysToDay(step.end, length) };
    return { ...step, start: addDaysToDay(step.start, length), end: addDaysToDay(step.end, length) };
  });
}

/** Where `rate` sits on `ladder` (highest first): 2 on its third rate, 1.5 halfway between the second and third. */
function ladderPosition(ladder: readonly number[], rate: number): number {
  if (rate >= ladder[0]!) return 0;
  for (let i = 0; i < ladder.length - 1; i++) {
    const high = ladder[i]!;
    const low = ladder[i + 1]!;
    if (rate >= low) return i + (high - rate) / (high - low);
  }
  return ladder.length - 1;
}

/**
 * Percent of the way from start to target: the share of reductions confirmed; 100 once the user is on the
 * target rate, or when start and target are equal. With the steps' rates, the current rate is placed on the
 * plan's own ladder (its first rate down to its last, 1.5 mg a step): a half step counts as half a reduction,
 * and a plan without half steps reads exactly as the count of confirmed reductions.
 */
export function planProgression(steps: readonly { done: boolean; rate?: number }[]): number {
  const reductions = steps.length - 1;
  if (reductions <= 0) return 100;
  const current = steps.findIndex((step) => !step.done);
  const first = steps[0]?.rate;
  const last = steps.at(-1)?.rate;
  if (current >= 0 && first !== undefined && last !== undefined && first > last) {
    const ladder = stepRates(first, last);
    const position = ladderPosition(ladder, steps[current]!.rate ?? first);
    return Math.min(100, Math.round((position / (ladder.length - 1)) * 100));
  }
  const done = steps.filter((step) => step.done).length;
  return Math.min(100, Math.round((done / reductions) * 100));
}

export interface NicotineLogEntry {
  date: IsoDay;
  ml: number;
  rate: number;
}

export interface NicotineFigures {
  chartData: { date: IsoDay; ml: number; nicotine: number }[];
  nicotineConsumed: number;
  nicotineSaved: number;
  avgNicotinePerDay: number;
  percentSaved: number;
}

/**
 * The status figures: nicotine taken (Σ mL × rate), nicotine saved (what the logged mL would have carried at
 * the start rate, minus what was taken, never below 0), the average per logged day and the saved share.
 */
export function nicotineFigures(logs: NicotineLogEntry[], startRate: number): NicotineFigures {
  const sorted = [...logs].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const chartData = sorted.map((log) => ({
    date: log.date,
    ml: log.ml,
    nicotine: roundTenth(log.ml * log.rate),
  }));
  const consumed = sorted.reduce((sum, log) => sum + log.ml * log.rate, 0);
  const atStartRate = sorted.reduce((sum, log) => sum + log.ml * startRate, 0);
  const saved = Math.max(0, atStartRate - consumed);
  return {
    chartData,
    nicotineConsumed: roundTenth(consumed),
    nicotineSaved: roundTenth(saved),
    avgNicotinePerDay: sorted.length ? roundTenth(consumed / sorted.length) : 0,
    percentSaved: atStartRate > 0 ? Math.round((saved / atStartRate) * 100) : 0,
  };
}

/** Cigarettes not smoked, for the saved card: saved mg / 3, rounded. */
export function cigaretteEquivalent(savedMg: number): number {
  return Math.round(savedMg / 3);
}

export interface Badge {
  id: 'premier-pas' | 'une-semaine' | 'moitie' | 'objectif' | 'cent-mg' | 'sept-jours' | 'trente-jours';
  label: string;
  hint: string;
  earned: boolean;
}

/** The six badges of spec §4, and the 30-day check-in series (`bestStreak`, see checkin.ts). */
export function nicotineBadges(status: {
  hasPlan: boolean;
  progression: number;
  nicotineSaved: number;
  chartEntries: number;
  bestStreak: number;
}): Badge[] {
  return [
    { id: 'premier-pas', label: 'Premier pas', hint: 'Créer un plan', earned: status.hasPlan },
    {
      id: 'une-semaine',
      label: 'Une semaine',
      hint: 'Valider un premier palier',
      earned: status.hasPlan && status.progression > 0,
    },
    {
      id: 'moitie',
      label: 'Moitié du chemin',
      hint: 'Atteindre 50 % de progression',
      earned: status.progression >= 50,
    },
    {
      id: 'objectif',
      label: 'Objectif atteint',
      hint: 'Atteindre 100 % de progression',
      earned: status.progression === 100,
    },
    {
      id: 'cent-mg',
      label: '100 mg évités',
      hint: 'Éviter 100 mg de nicotine',
      earned: status.nicotineSaved >= 100,
    },
    {
      id: 'sept-jours',
      label: '7 jours consécutifs',
      hint: 'Noter sa consommation 7 jours',
      earned: status.chartEntries >= 7,
    },
    {
      id: 'trente-jours',
      label: `Série de ${STREAK_BADGE_DAYS} jours`,
      hint: `Noter sa consommation ${STREAK_BADGE_DAYS} jours de suite (un oubli par semaine est pardonné)`,
      earned: status.bestStreak >= STREAK_BADGE_DAYS,
    },
  ];
}
