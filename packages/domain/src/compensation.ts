import { addDaysToDay, compareDays, daysBetween, type IsoDay } from './calendar.ts';
import type { NicotineLogEntry, PlanStep } from './nicotine-plan.ts';

/**
 * Compensation: after a step down, vaping more mL so that the nicotine a day (mL × mg/mL) barely falls. The NHS
 * advice on tapering is to go down only once you no longer need to vape more to make up for it.
 */

/** Within 10 % of the previous step's nicotine a day: the step down did not lower it. */
export const COMPENSATION_THRESHOLD = 0.1;
/** The days compared on each side of the step down. */
export const COMPENSATION_WINDOW_DAYS = 7;
/** Logged days needed in each window before anything is said (one or two days say little). */
export const COMPENSATION_MIN_LOGGED_DAYS = 3;
/** « Tenir ce palier une semaine de plus ». */
export const HOLD_STEP_DAYS = 7;
/** « Sur 10, êtes-vous prêt… » : below this, a gentler path is offered. */
export const READINESS_GO_ON = 7;

const roundTenth = (value: number) => Math.round(value * 10) / 10;

/** The average of mL × rate over the logged days of [from, to]; null with fewer than the minimum of days. */
function windowAverage(logs: readonly NicotineLogEntry[], from: IsoDay, to: IsoDay) {
  const inWindow = logs.filter((log) => log.date >= from && log.date <= to);
  if (inWindow.length < COMPENSATION_MIN_LOGGED_DAYS) return null;
  const mg = inWindow.reduce((sum, log) => sum + log.ml * log.rate, 0) / inWindow.length;
  const ml = inWindow.reduce((sum, log) => sum + log.ml, 0) / inWindow.length;
  return { mg, ml, days: inWindow.length };
}

export interface Compensation {
  /** The step the user is on now (the one « une semaine de plus » extends). */
  stepId: number;
  previousRate: number;
  currentRate: number;
  /** mg a day, averaged over the last 7 days of the previous step and over the 7 days to today. */
  previousMgPerDay: number;
  currentMgPerDay: number;
  previousMlPerDay: number;
  currentMlPerDay: number;
  /** currentMg / previousMg, rounded to the percent. */
  percentOfPrevious: number;
}

/**
 * Whether the step down now running is compensated: the average mg a day of the 7 days to today (only days of
 * this step) is at least 90 % of the average of the 7 days before the step began; null when it fell more, when
 * there is no step down yet, or too few days are logged on either side.
 */
export function compensationOf(
  steps: readonly (PlanStep & { _id: number })[],
  logs: readonly NicotineLogEntry[],
  today: IsoDay,
): Compensation | null {
  const currentIndex = steps.findIndex((step) => !step.done);
  if (currentIndex <= 0) return null;
  const current = steps[currentIndex]!;
  const previous = steps[currentIndex - 1]!;
  if (current.rate >= previous.rate || current.start > today) return null;
  const before = windowAverage(
    logs,
    addDaysToDay(current.start, -COMPENSATION_WINDOW_DAYS),
    addDaysToDay(current.start, -1),
  );
  // The 7 days to today, but none from before the step down.
  const weekAgo = addDaysToDay(today, -(COMPENSATION_WINDOW_DAYS - 1));
  const since = windowAverage(logs, [weekAgo, current.start].sort(compareDays)[1]!, today);
  if (!before || !since || before.mg <= 0) return null;
  if (since.mg < before.mg * (1 - COMPENSATION_THRESHOLD)) return null;
  return {
    stepId: current._id,
    previousRate: previous.rate,
    currentRate: current.rate,
    previousMgPerDay: roundTenth(before.mg),
    currentMgPerDay: roundTenth(since.mg),
    previousMlPerDay: roundTenth(before.ml),
    currentMlPerDay: roundTenth(since.ml),
    percentOfPrevious: Math.round((since.mg / before.mg) * 100),
  };
}

/** mg a day for each logged day, and the average of the 7 days ending that day (logged days only). */
export function dailyMgWithWeekAverage(logs: readonly NicotineLogEntry[]) {
  const sorted = [...logs].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return sorted.map((log) => {
    const from = addDaysToDay(log.date, -(COMPENSATION_WINDOW_DAYS - 1));
    const week = sorted.filter((other) => other.date >= from && other.date <= log.date);
    const average = week.reduce((sum, other) => sum + other.ml * other.rate, 0) / week.length;
    return { date: log.date, mg: roundTenth(log.ml * log.rate), weekAverageMg: roundTenth(average) };
  });
}

/**
 * « Une semaine de plus » : the current step ends 7 days later and every later step moves back as much. With
 * `today`, a step already due (its end day passed, the user asked late) ends 7 days after today, not 7 days after
 * a day gone by, so the week is a real one.
 */
export function holdStep<T extends PlanStep>(
  steps: readonly T[],
  stepNumber: number,
  today?: IsoDay,
  days = HOLD_STEP_DAYS,
): T[] {
  const index = steps.findIndex((step) => step.step === stepNumber);
  if (index < 0) return [...steps];
  const late = today ? Math.max(0, daysBetween(steps[index]!.end, today)) : 0;
  return shiftFrom(steps, index, days + late);
}

/** The step at `index` ends `days` later; every later step not done moves back as much. */
function shiftFrom<T extends PlanStep>(steps: readonly T[], index: number, days: number): T[] {
  return steps.map((step, i) => {
    if (i < index || step.done) return step;
    if (i === index) return { ...step, end: addDaysToDay(step.end, days) };
    return { ...step, start: addDaysToDay(step.start, days), end: addDaysToDay(step.end, days) };
  });
}
