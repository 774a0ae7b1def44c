import type { IsoDay } from './calendar.ts';
import {
  confirmStep,
  generatePlanSteps,
  type NicotineMode,
  type PlanStep,
  roundTenth,
  scheduleSteps,
} from './nicotine-plan.ts';

/*
 * The plan's other paths (issue 27): « arrêt d'un coup » at creation, and the half step offered when the user is
 * not ready for the next one.
 */

/** The two paths of issue 27: palier par palier, or the target at once (Cochrane CD013183: both work as well). */
export const planApproaches = ['progressif', 'arret'] as const;
export type PlanApproach = (typeof planApproaches)[number];

/**
 * « Arrêt d'un coup » is stored as a plan whose only step is the target, its start rate kept for the nicotine
 * saved: a plan with one step below its start rate. A gradual plan always has a step at its start rate.
 */
export function planApproach(
  plan: { startRate: number; targetRate: number },
  stepCount: number,
): PlanApproach {
  return stepCount === 1 && plan.startRate > plan.targetRate ? 'arret' : 'progressif';
}

/** The steps of a new plan: palier par palier from the start rate, or the target at once for « arrêt d'un coup ». */
export function newPlanSteps(
  input: { startRate: number; targetRate: number; mode: NicotineMode; approach?: PlanApproach },
  today: IsoDay,
): PlanStep[] {
  return input.approach === 'arret'
    ? scheduleSteps([input.targetRate], input.mode, today)
    : generatePlanSteps(input.startRate, input.targetRate, input.mode, today);
}

/** A step of less than this (mg/mL) to the next one is not cut in two: a half step is at least 0,5 mg/mL. */
export const HALF_STEP_MIN_GAP = 1;

/** Halfway between two rates, to the hundredth: 6 and 4,5 → 5,25 mg/mL (a rate the calculator can mix). */
export function halfwayRate(from: number, to: number): number {
  return Math.round(((from + to) / 2) * 100) / 100;
}

export type HalfStepRefusal = 'not-found' | 'at-target' | 'too-small';

/**
 * The half step offered when the user is not ready (below 7 on 10): the rate halfway to the next step, or why
 * there is none (no next step: the current one is the target; or the two are less than 1 mg/mL apart, as after a
 * half step already taken).
 */
export function halfStepRate(
  steps: readonly PlanStep[],
  stepNumber: number,
): { rate: number } | { refused: HalfStepRefusal } {
  const index = steps.findIndex((step) => step.step === stepNumber);
  if (index < 0) return { refused: 'not-found' };
  const next = steps[index + 1];
  if (!next) return { refused: 'at-target' };
  const current = steps[index]!;
  if (roundTenth(current.rate - next.rate) < HALF_STEP_MIN_GAP) return { refused: 'too-small' };
  return { rate: halfwayRate(current.rate, next.rate) };
}

/**
 * « Un demi-palier » : the current step is done, a step at the halfway rate starts today for the mode's period,
 * and every later step follows it, renumbered (6 → 5,25 → 4,5 → 3…). The steps as they were when no half step
 * can be taken (see halfStepRate).
 */
export function takeHalfStep(
  steps: readonly PlanStep[],
  stepNumber: number,
  mode: NicotineMode,
  today: IsoDay,
): PlanStep[] {
  const half = halfStepRate(steps, stepNumber);
  if (!('rate' in half)) return [...steps];
  const index = steps.findIndex((step) => step.step === stepNumber);
  const inserted = [
    ...steps.slice(0, index + 1),
    { ...steps[index]!, rate: half.rate, done: false },
    ...steps.slice(index + 1),
  ].map((step, i) => ({ ...step, step: i + 1 }));
  return confirmStep(inserted, index + 1, true, mode, today);
}
