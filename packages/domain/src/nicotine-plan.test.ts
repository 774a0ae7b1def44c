import { describe, expect, it } from 'vitest';
import { addDaysToDay } from './calendar.ts';
import {
  cigaretteEquivalent,
  confirmStep,
  dailyNicotineMg,
  estimatedWeeks,
  generatePlanSteps,
  logRateChoices,
  logsOfPlan,
  nicotineBadges,
  nicotineFigures,
  planFinished,
  planProgression,
  planTotals,
  replanSteps,
  stepLevelCount,
  stepRates,
  stepToConfirm,
} from './nicotine-plan.ts';

describe('stepRates', () => {
  it('20 → 0: 15 levels of 1.5 mg, the last exactly 0', () => {
    expect(stepLevelCount(20, 0)).toBe(15);
    expect(stepRates(20, 0)).toEqual([20, 18.5, 17, 15.5, 14, 12.5, 11, 9.5, 8, 6.5, 5, 3.5, 2, 0.5, 0]);
  });
  it('6 → 0: 6, 4.5, 3, 1.5, 0', () => expect(stepRates(6, 0)).toEqual([6, 4.5, 3, 1.5, 0]));
  it('3 → 1.5: two levels', () => expect(stepRates(3, 1.5)).toEqual([3, 1.5]));
  it('start equal to target: one level', () => {
    expect(stepRates(3, 3)).toEqual([3]);
    expect(stepLevelCount(3, 3)).toBe(1);
  });
  it('never goes below the target: 9 → 3', () => expect(stepRates(9, 3)).toEqual([9, 7.5, 6, 4.5, 3]));
  it('12 → 1.5: ceil(10.5 / 1.5) + 1 = 8 levels', () => expect(stepRates(12, 1.5)).toHaveLength(8));
});

describe('estimatedWeeks and daily mg', () => {
  it.each([
    [20, 0, 'lent', 42],
    [6, 0, 'normal', 8],
    [3, 1.5, 'rapide', 1],
    [3, 3, 'normal', 0],
    [18, 3, 'rapide', 10],
  ] as const)('%d → %d %s: %d weeks', (start, target, mode, weeks) =>
    expect(estimatedWeeks(start, target, mode)).toBe(weeks),
  );
  it('20 mL at 6 mg is 120 mg a day', () => expect(dailyNicotineMg(20, 6)).toBe(120));
});

describe('generatePlanSteps', () => {
  it('lays 6 → 0 normal in two-week steps from today', () => {
    const steps = generatePlanSteps(6, 0, 'normal', '2026-11-24');
    expect(steps[0]).toEqual({ step: 1, rate: 6, start: '2026-11-24', end: '2026-12-08', done: false });
    expect(steps[1]).toMatchObject({ step: 2, rate: 4.5, start: '2026-12-08', end: '2026-12-22' });
    expect(steps.at(-1)).toMatchObject({ step: 5, rate: 0, start: '2027-01-19' });
  });
  it('lent steps last three weeks, rapide one', () => {
    expect(generatePlanSteps(20, 0, 'lent', '2026-01-01')[1]!.start).toBe('2026-01-22');
    expect(generatePlanSteps(3, 1.5, 'rapide', '2026-01-01')[1]!.start).toBe('2026-01-08');
  });
});

describe('confirmStep', () => {
  const plan = generatePlanSteps(6, 0, 'normal', '2026-11-01');
  it('success marks the step done and starts the next ones today', () => {
    const next = confirmStep(plan, 1, true, 'normal', '2026-11-18');
    expect(next[0]!.done).toBe(true);
    expect(next[1]).toMatchObject({
      step: 2,
      rate: 4.5,
      start: '2026-11-18',
      end: '2026-12-02',
      done: false,
    });
    expect(next[2]!.start).toBe('2026-12-02');
  });
  it('not yet keeps the rate one more period and pushes the rest back', () => {
    const next = confirmStep(plan, 1, false, 'normal', '2026-11-15');
    expect(next[0]).toMatchObject({ done: false, start: '2026-11-01', end: '2026-11-29' });
    expect(next[1]).toMatchObject({ start: '2026-11-29', end: '2026-12-13' });
  });
});

describe('replanSteps', () => {
  it('keeps done steps and re-lays the rest to the new target and mode', () => {
    const started = confirmStep(
      generatePlanSteps(6, 0, 'normal', '2026-11-01'),
      1,
      true,
      'normal',
      '2026-11-15',
    );
    const replanned = replanSteps(started, 1.5, 'rapide', '2026-11-20');
    expect(replanned.map((s) => [s.step, s.rate, s.done])).toEqual([
      [1, 6, true],
      [2, 4.5, false],
      [3, 3, false],
      [4, 1.5, false],
    ]);
    expect(replanned[1]).toMatchObject({ start: '2026-11-15', end: '2026-11-22' });
  });
});

describe('planProgression', () => {
  it('counts confirmed reductions, 100 on the target', () => {
    const steps = generatePlanSteps(6, 0, 'normal', '2026-11-01');
    expect(planProgression(steps)).toBe(0);
    expect(planProgression(steps.map((s, i) => ({ ...s, done: i < 2 })))).toBe(50);
    expect(planProgression(steps.map((s, i) => ({ ...s, done: i < 4 })))).toBe(100);
    expect(planProgression([{ done: false }])).toBe(100);
  });
});

describe('nicotineFigures', () => {
  it('computes the status on a hand-checked example', () => {
    // Start 6 mg. Day 1: 20 mL at 6 → 120 mg. Day 2: 10 mL at 3 → 30 mg (60 at the start rate).
    const figures = nicotineFigures(
      [
        { date: '2026-11-02', ml: 10, rate: 3 },
        { date: '2026-11-01', ml: 20, rate: 6 },
      ],
      6,
    );
    expect(figures).toEqual({
      chartData: [
        { date: '2026-11-01', ml: 20, nicotine: 120 },
        { date: '2026-11-02', ml: 10, nicotine: 30 },
      ],
      nicotineConsumed: 150,
      nicotineSaved: 30,
      avgNicotinePerDay: 75,
      percentSaved: 17,
    });
  });
  it('is all zeros without logs', () =>
    expect(nicotineFigures([], 6)).toMatchObject({
      nicotineConsumed: 0,
      nicotineSaved: 0,
      avgNicotinePerDay: 0,
      percentSaved: 0,
    }));
  it('saves 100 mg and is worth 33 cigarettes', () => expect(cigaretteEquivalent(100)).toBe(33));
});

describe('nicotineBadges', () => {
  const earned = (status: Parameters<typeof nicotineBadges>[0]) =>
    nicotineBadges(status)
      .filter((badge) => badge.earned)
      .map((badge) => badge.label);
  it('earns each badge at its threshold', () => {
    expect(
      earned({ hasPlan: false, progression: 0, nicotineSaved: 0, chartEntries: 0, bestStreak: 0 }),
    ).toEqual([]);
    expect(
      earned({ hasPlan: true, progression: 0, nicotineSaved: 99.9, chartEntries: 6, bestStreak: 0 }),
    ).toEqual(['Premier pas']);
    expect(
      earned({ hasPlan: true, progression: 1, nicotineSaved: 100, chartEntries: 7, bestStreak: 0 }),
    ).toEqual(['Premier pas', 'Une semaine', '100 mg évités', '7 jours consécutifs']);
    const streak = (bestStreak: number) =>
      earned({ hasPlan: true, progression: 0, nicotineSaved: 0, chartEntries: bestStreak, bestStreak });
    expect(streak(29)).not.toContain('Série de 30 jours');
    expect(streak(30)).toContain('Série de 30 jours');
    expect(
      earned({ hasPlan: true, progression: 50, nicotineSaved: 0, chartEntries: 0, bestStreak: 0 }),
    ).toContain('Moitié du chemin');
    expect(
      earned({ hasPlan: true, progression: 99, nicotineSaved: 0, chartEntries: 0, bestStreak: 0 }),
    ).not.toContain('Objectif atteint');
    expect(
      earned({ hasPlan: true, progression: 100, nicotineSaved: 0, chartEntries: 0, bestStreak: 0 }),
    ).toContain('Objectif atteint');
  });
});

describe('stepToConfirm', () => {
  const steps = [
    { step: 1, rate: 3, start: '2026-03-01', end: '2026-03-08', done: false },
    { step: 2, rate: 1.5, start: '2026-03-08', end: '2026-03-15', done: false },
  ];
  it('asks for the current step from its end day on', () => {
    expect(stepToConfirm({ steps, targetRate: 1.5 }, '2026-03-07')).toBeUndefined();
    expect(stepToConfirm({ steps, targetRate: 1.5 }, '2026-03-08')?.step).toBe(1);
  });
  it('asks nothing once the current step is the target rate, nor when every step is done', () => {
    const reached = [{ ...steps[0]!, done: true }, steps[1]!];
    expect(stepToConfirm({ steps: reached, targetRate: 1.5 }, '2026-04-01')).toBeUndefined();
    expect(
      stepToConfirm({ steps: reached.map((s) => ({ ...s, done: true })), targetRate: 1.5 }, '2026-04-01'),
    ).toBeUndefined();
  });
});

describe('planFinished and planTotals', () => {
  // 12 → 3 rapide from 1 March: 12, 10.5, 9, 7.5, 6, 4.5, 3.
  const laid = generatePlanSteps(12, 3, 'rapide', '2026-03-01');
  const confirmAll = (count: number) => {
    let steps = laid;
    for (let i = 1; i <= count; i++)
      steps = confirmStep(steps, i, true, 'rapide', addDaysToDay('2026-03-01', 7 * i));
    return steps;
  };

  it('goes on until the last reduction is confirmed, then is finished on the target rate', () => {
    expect(planFinished(laid)).toBe(false);
    expect(planFinished(confirmAll(5))).toBe(false);
    const reached = confirmAll(6);
    expect(reached.at(-1)).toMatchObject({ rate: 3, done: false, start: '2026-04-12' });
    expect(planFinished(reached)).toBe(true);
    expect(planFinished(reached.map((step) => ({ ...step, done: true })))).toBe(true);
    expect(planFinished(generatePlanSteps(3, 3, 'normal', '2026-03-01'))).toBe(true);
  });

  it('counts the days from the first day to the finish, the reductions and the logged days of the plan', () => {
    const logs = [
      { date: '2026-02-28' },
      { date: '2026-03-01' },
      { date: '2026-03-20' },
      { date: '2026-05-01' },
    ];
    expect(planTotals(confirmAll(2), logs, '2026-05-01')).toEqual({
      startedOn: '2026-03-01',
      finishedOn: null,
      days: 61,
      reductions: 2,
      loggedDays: 3,
    });
    expect(planTotals(confirmAll(6), logs, '2026-06-01')).toEqual({
      startedOn: '2026-03-01',
      finishedOn: '2026-04-12',
      days: 42,
      reductions: 6,
      loggedDays: 3,
    });
  });

  it('keeps logs dated before the first day out of the plan', () => {
    const logs = [
      { date: '2026-02-28', ml: 10, rate: 12 },
      { date: '2026-03-01', ml: 10, rate: 12 },
    ];
    expect(logsOfPlan(logs, laid).map((log) => log.date)).toEqual(['2026-03-01']);
    expect(logsOfPlan(logs, [])).toHaveLength(2);
  });
});

describe('logRateChoices', () => {
  it('offers the spec list and every rate of a 12 → 3 plan, highest first', () => {
    expect(logRateChoices(stepRates(12, 3))).toEqual([20, 18, 12, 10.5, 9, 7.5, 6, 4.5, 3, 1.5, 0]);
  });
  it('adds a rate already logged, once', () => {
    expect(logRateChoices([6, 4.5], 11, 4.5)).toEqual([20, 18, 12, 11, 9, 6, 4.5, 3, 1.5, 0]);
  });
});
