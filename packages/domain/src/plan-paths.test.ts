import { describe, expect, it } from 'vitest';
import { addDaysToDay } from './calendar.ts';
import { holdStep } from './compensation.ts';
import {
  confirmStep,
  generatePlanSteps,
  type PlanStep,
  planFinished,
  planProgression,
  stepRates,
} from './nicotine-plan.ts';
import {
  HALF_STEP_MIN_GAP,
  halfStepRate,
  halfwayRate,
  newPlanSteps,
  planApproach,
  takeHalfStep,
} from './plan-paths.ts';

const day = '2026-11-01';

describe('halfwayRate and halfStepRate', () => {
  it.each([
    [6, 4.5, 5.25],
    [4.5, 3, 3.75],
    [1.5, 0, 0.75],
    [20, 18.5, 19.25],
    [3, 1.5, 2.25],
  ])('halfway between %s and %s is %s mg/mL', (from, to, half) => {
    expect(halfwayRate(from, to)).toBe(half);
  });

  it('is strictly between the two rates for every step of every plan the form can create', () => {
    for (const start of [20, 18, 12, 9, 6, 3, 1.5]) {
      for (const target of [3, 1.5, 0].filter((t) => t < start)) {
        const steps = generatePlanSteps(start, target, 'normal', day);
        for (const step of steps.slice(0, -1)) {
          const next = steps[step.step]!;
          const half = halfStepRate(steps, step.step);
          if (next.rate <= step.rate - HALF_STEP_MIN_GAP) {
            expect(half).toEqual({ rate: halfwayRate(step.rate, next.rate) });
            if ('rate' in half) {
              expect(half.rate).toBeLessThan(step.rate);
              expect(half.rate).toBeGreaterThan(next.rate);
              // A hundredth at most: a rate a liquid can be mixed at and the log form can show.
              expect(Math.round(half.rate * 100)).toBe(half.rate * 100);
            }
          } else expect(half).toEqual({ refused: 'too-small' });
        }
        expect(halfStepRate(steps, steps.length)).toEqual({ refused: 'at-target' });
      }
    }
  });

  it('refuses an unknown step, and a step less than 1 mg/mL from the next (20 → 0 ends 0,5 → 0)', () => {
    const steps = generatePlanSteps(20, 0, 'rapide', day);
    expect(halfStepRate(steps, 99)).toEqual({ refused: 'not-found' });
    expect(halfStepRate(steps, steps.length - 1)).toEqual({ refused: 'too-small' });
  });
});

describe('takeHalfStep', () => {
  const plan = generatePlanSteps(6, 0, 'normal', day);
  const today = plan[0]!.end;

  it('6 → 5,25 → 4,5 → 3: the current step is done, the half step starts today, the next ones follow', () => {
    const after = takeHalfStep(plan, 1, 'normal', today);
    expect(after.map((step) => step.rate)).toEqual([6, 5.25, 4.5, 3, 1.5, 0]);
    expect(after.map((step) => step.step)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(after[0]).toEqual({ ...plan[0], done: true });
    expect(after[1]).toEqual({
      step: 2,
      rate: 5.25,
      start: today,
      end: addDaysToDay(today, 14),
      done: false,
    });
    for (const [i, step] of after.slice(2).entries()) {
      expect(step.start).toBe(after[i + 1]!.end);
      expect(step.done).toBe(false);
    }
  });

  it('is the same as confirming the step down on a plan that had the half rate: dates, numbers, target', () => {
    const after = takeHalfStep(plan, 1, 'rapide', today);
    const withHalf: PlanStep[] = [6, 5.25, 4.5, 3, 1.5, 0].map((rate, i) => ({
      ...plan[0]!,
      rate,
      step: i + 1,
    }));
    expect(after).toEqual(confirmStep(withHalf, 1, true, 'rapide', today));
    expect(after.at(-1)!.rate).toBe(0);
  });

  it('cannot halve the half step again; a later step can be halved', () => {
    const after = takeHalfStep(plan, 1, 'normal', today);
    expect(halfStepRate(after, 2)).toEqual({ refused: 'too-small' });
    expect(takeHalfStep(after, 2, 'normal', today)).toEqual(after);
    const confirmed = confirmStep(after, 2, true, 'normal', today);
    expect(takeHalfStep(confirmed, 3, 'normal', today).map((step) => step.rate)).toEqual([
      6, 5.25, 4.5, 3.75, 3, 1.5, 0,
    ]);
  });

  it('leaves the steps as they were on the target step', () => {
    const steps = generatePlanSteps(3, 1.5, 'normal', day).map((step, i) => ({ ...step, done: i === 0 }));
    expect(takeHalfStep(steps, 2, 'normal', today)).toEqual(steps);
  });
});

describe('planProgression with half steps', () => {
  it('reads as the count of confirmed reductions on every plan without half steps', () => {
    for (const start of [20, 18, 12, 9, 6, 3, 1.5]) {
      for (const target of [3, 1.5, 0].filter((t) => t <= start)) {
        const steps = generatePlanSteps(start, target, 'normal', day);
        for (let done = 0; done <= steps.length; done++) {
          const marked = steps.map((step, i) => ({ ...step, done: i < done }));
          const byCount = planProgression(marked.map(({ done: isDone }) => ({ done: isDone })));
          expect(planProgression(marked)).toBe(byCount);
        }
      }
    }
  });

  it('counts a half step as half a reduction, never more than 100', () => {
    const plan = generatePlanSteps(6, 0, 'normal', day);
    const after = takeHalfStep(plan, 1, 'normal', plan[0]!.end);
    // 6 → 0 is four reductions; 5,25 is half of the first: 12,5 %.
    expect(planProgression(after)).toBe(13);
    const next = confirmStep(after, 2, true, 'normal', plan[0]!.end);
    expect(planProgression(next)).toBe(25);
    const all = next.map((step) => ({ ...step, done: true }));
    expect(planProgression(all)).toBe(100);
  });
});

describe('« arrêt d’un coup »', () => {
  it('is one step at the target from today, its start rate kept on the plan', () => {
    const steps = newPlanSteps({ startRate: 12, targetRate: 0, mode: 'normal', approach: 'arret' }, day);
    expect(steps).toEqual([{ step: 1, rate: 0, start: day, end: addDaysToDay(day, 14), done: false }]);
    expect(planApproach({ startRate: 12, targetRate: 0 }, steps.length)).toBe('arret');
    expect(planFinished(steps)).toBe(true);
    expect(planProgression(steps)).toBe(100);
  });

  it('gradual is the default and today’s plan; a plan already at its target is gradual', () => {
    expect(newPlanSteps({ startRate: 6, targetRate: 0, mode: 'normal' }, day).map((s) => s.rate)).toEqual(
      stepRates(6, 0),
    );
    expect(planApproach({ startRate: 6, targetRate: 0 }, 5)).toBe('progressif');
    expect(planApproach({ startRate: 3, targetRate: 3 }, 1)).toBe('progressif');
  });
});

describe('holdStep from today', () => {
  const steps = generatePlanSteps(6, 0, 'lent', day);
  it('a due step asked late holds a week from today, not from its end day', () => {
    const today = addDaysToDay(steps[0]!.end, 10);
    const held = holdStep(steps, 1, today);
    expect(held[0]!.end).toBe(addDaysToDay(today, 7));
    expect(held[1]!.start).toBe(addDaysToDay(today, 7));
    expect(held[1]!.end).toBe(addDaysToDay(steps[1]!.end, 17));
  });
  it('a step not due yet holds a week from its end day', () => {
    expect(holdStep(steps, 1, day)).toEqual(holdStep(steps, 1));
    expect(holdStep(steps, 1, day)[0]!.end).toBe(addDaysToDay(steps[0]!.end, 7));
  });
});
