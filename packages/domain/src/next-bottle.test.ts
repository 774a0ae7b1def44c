import { describe, expect, it } from 'vitest';
import { type BatchCalculation, type BatchFamilyId, batchFamilyIds, batchReadyRange } from './batches.ts';
import { addDaysToDay, type IsoDay } from './calendar.ts';
import {
  bottleVolume,
  DEFAULT_NEXT_BOTTLE_FAMILY,
  dailyMl,
  type NextBottleInput,
  type NextBottleStep,
  nextBottle,
  nextBottles,
  scaledCalculation,
  type UsualCandidate,
  usualFamily,
  usualRecipe,
} from './next-bottle.ts';
import { generatePlanSteps } from './nicotine-plan.ts';

const today: IsoDay = '2026-11-20';
/** A 6 → 0 normal plan started today: 6 (today), 4,5 (in 14 days), 3, 1,5, 0. */
const steps: NextBottleStep[] = generatePlanSteps(6, 0, 'normal', today).map((step, index) => ({
  ...step,
  id: 100 + index,
}));
const precise = (aromaName: string, extra: Record<string, unknown> = {}): BatchCalculation =>
  ({
    mode: 'precise',
    inputs: {
      volume: 30,
      pg: 50,
      nicotine: 6,
      boosterStrength: 20,
      boosterPg: 50,
      aromas: [{ name: aromaName, percent: 10, pg: 100 }],
      ...extra,
    },
  }) as BatchCalculation;
const recipe = (name: string, at: string, calculation = precise(name)): UsualCandidate => ({
  source: 'recipe',
  name,
  calculation,
  at,
});
const input = (change: Partial<NextBottleInput> = {}): NextBottleInput => ({
  steps,
  planDailyMl: 5,
  logs: [],
  usual: [],
  made: [],
  today,
  ...change,
});

describe('the mL a day', () => {
  it.each([
    { logs: [], expected: { ml: 5, source: 'plan' } },
    { logs: [{ date: '2026-11-19', ml: 4 }], expected: { ml: 4, source: 'logs' } },
    {
      logs: [
        { date: '2026-11-18', ml: 4 },
        { date: '2026-11-19', ml: 7 },
      ],
      expected: { ml: 5.5, source: 'logs' },
    },
    // Older than two weeks, or in the future: the plan's figure.
    { logs: [{ date: '2026-11-06', ml: 12 }], expected: { ml: 5, source: 'plan' } },
    { logs: [{ date: '2026-11-21', ml: 12 }], expected: { ml: 5, source: 'plan' } },
  ])('$logs.length log(s) → $expected.ml mL from the $expected.source', ({ logs, expected }) => {
    expect(dailyMl(logs as { date: IsoDay; ml: number }[], 5, today)).toEqual(expected);
  });
});

describe('the bottle volume', () => {
  it.each([
    [1, 10],
    [10, 10],
    [10.1, 30],
    [56, 60],
    [70, 100],
    [105, 120],
    [140, 200],
    [420, 500],
    [1001, 1500],
    [9000, 5000],
  ])('%s mL → a %s mL bottle', (ml, bottle) => {
    expect(bottleVolume(ml)).toBe(bottle);
  });

  it('always holds what is needed, up to the calculator’s 5 L', () => {
    for (let ml = 0.5; ml <= 5000; ml += 7.3) expect(bottleVolume(ml)).toBeGreaterThanOrEqual(ml);
  });
});

describe('the usual recipe', () => {
  it('is the most recent of the last saved recipe and the last batch', () => {
    const older = recipe('Vanille', '2026-11-01T10:00:00.000Z');
    const newer = { ...recipe('Menthe', '2026-11-10T10:00:00.000Z'), source: 'batch' as const };
    expect(usualRecipe([older, newer])?.name).toBe('Menthe');
    expect(usualRecipe([newer, older])?.name).toBe('Menthe');
    expect(usualRecipe([])).toBeNull();
  });

  it.each<[string, UsualCandidate | null, BatchFamilyId]>([
    ['no recipe', null, DEFAULT_NEXT_BOTTLE_FAMILY],
    ['shake & vape', recipe('Fraise', 'x', precise('Fraise', { shakeAndVape: true })), 'shake-and-vape'],
    ['a chosen family', recipe('Fraise', 'x', precise('Fraise', { maturation: 'gourmand' })), 'gourmand'],
    ['a batch’s family', { ...recipe('Truc', 'x', precise('Truc')), family: 'classic' }, 'classic'],
    ['a guessed family', recipe('Fraise', 'x'), 'fruit-simple'],
    ['nothing to guess from', recipe('Truc', 'x'), DEFAULT_NEXT_BOTTLE_FAMILY],
    [
      'a shortfill',
      recipe('Sf', 'x', {
        mode: 'shortfill',
        inputs: { bottle: 50, boosters: 1, target: 3, method: 'boosters' },
      }),
      'shake-and-vape',
    ],
  ])('%s → %s', (_, usual, family) => {
    expect(usualFamily(usual)).toBe(family);
  });

  it('is scaled to the step’s rate and volume', () => {
    expect(scaledCalculation(recipe('Vanille', 'x'), 4.5, 60)).toEqual({
      calculation: { mode: 'precise', inputs: { ...precise('Vanille').inputs, volume: 60, nicotine: 4.5 } },
      bottles: 1,
      volumeMl: 60,
    });
    expect(scaledCalculation(null, 3, 100).calculation).toEqual({
      mode: 'quick',
      inputs: { aroma: 15, quantity: 100, ratio: '30/70', nicotine: 3 },
    });
    // A shortfill keeps its bottle, at the rate: as many bottles as the step needs.
    const shortfill = scaledCalculation(
      recipe('Sf', 'x', {
        mode: 'shortfill',
        inputs: { bottle: 50, boosters: 1, target: 3, method: 'boosters' },
      }),
      3,
      200,
    );
    expect(shortfill).toMatchObject({ bottles: 4, volumeMl: 60 });
    expect(shortfill.calculation.inputs).toMatchObject({ method: 'target', target: 3 });
  });
});

describe('the next step’s bottle', () => {
  it('is null without a plan or once the current step is the last', () => {
    expect(nextBottle(input({ steps: [] }))).toBeNull();
    const last = steps.map((step, index) => ({ ...step, done: index < steps.length - 1 }));
    expect(nextBottle(input({ steps: last }))).toBeNull();
  });

  it('is the step after the current one: its rate, a bottle for its days, mixed by its start minus steeping', () => {
    const bottle = nextBottle(input({ usual: [recipe('Menthe', 'x')] }))!;
    expect(bottle).toMatchObject({
      stepId: 101,
      step: 2,
      rate: 4.5,
      stepStart: '2026-12-04',
      stepDays: 14,
      mlPerDay: 5,
      mlPerDaySource: 'plan',
      neededMl: 70,
      volumeMl: 100,
      bottles: 1,
      family: 'frais-epice',
      steepingDays: 7,
      mixBy: '2026-11-27',
      status: 'in-time',
      recipe: { source: 'recipe', name: 'Menthe' },
    });
    expect(bottle.calculation.inputs).toMatchObject({ volume: 100, nicotine: 4.5 });
  });

  it.each<[IsoDay, string]>([
    ['2026-11-20', 'in-time'],
    ['2026-11-27', 'in-time'],
    ['2026-11-28', 'late'],
    ['2026-12-04', 'late'],
    ['2026-12-10', 'late'],
  ])('on %s it is %s (mix by 27 November)', (day, status) => {
    expect(nextBottle(input({ today: day, usual: [recipe('Menthe', 'x')] }))?.status).toBe(status);
  });

  it('is made once a batch is linked to its step', () => {
    const made = [{ stepId: 101, preparedOn: '2026-11-21', readyOn: '2026-11-28' }];
    expect(nextBottle(input({ today: '2026-12-01', made }))).toMatchObject({
      status: 'made',
      madeOn: { preparedOn: '2026-11-21', readyOn: '2026-11-28' },
    });
    // A batch of another step says nothing of this one.
    expect(nextBottle(input({ made: [{ ...made[0]!, stepId: 102 }] }))?.status).toBe('in-time');
  });

  it('follows the plan: after a confirmed step, the one after it', () => {
    const moved = steps.map((step, index) => ({ ...step, done: index === 0 }));
    expect(nextBottle(input({ steps: moved }))).toMatchObject({ step: 3, rate: 3 });
    expect(nextBottles(input(), 2).map((bottle) => bottle.step)).toEqual([2, 3]);
  });

  it('in time, steeping ends on or before the step’s start, for every family', () => {
    for (const family of batchFamilyIds)
      for (let offset = 0; offset < 30; offset++) {
        const day = addDaysToDay(today, offset);
        const usual = [{ ...recipe('Truc', 'x'), family }];
        const bottle = nextBottle(input({ today: day, usual }))!;
        expect(bottle.family).toBe(family);
        const ready = batchReadyRange(bottle.mixBy, family).readyOn;
        expect(ready <= bottle.stepStart).toBe(true);
        if (bottle.status === 'in-time') {
          expect(batchReadyRange(day, family).readyOn <= bottle.stepStart).toBe(true);
        } else {
          expect(batchReadyRange(day, family).readyOn > bottle.stepStart).toBe(true);
        }
      }
  });

  it('needs at least what the step’s days need, in a bottle the calculator takes', () => {
    for (const planDailyMl of [1, 3, 7.5, 12, 30])
      for (const mode of ['lent', 'normal', 'rapide'] as const) {
        const planSteps = generatePlanSteps(12, 0, mode, today).map((step, id) => ({ ...step, id }));
        const bottle = nextBottle(input({ steps: planSteps, planDailyMl }))!;
        expect(bottle.volumeMl * bottle.bottles).toBeGreaterThanOrEqual(bottle.neededMl);
        expect(bottle.volumeMl).toBeLessThanOrEqual(5000);
      }
  });
});
