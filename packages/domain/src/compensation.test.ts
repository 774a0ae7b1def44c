import { describe, expect, it } from 'vitest';
import { addDaysToDay } from './calendar.ts';
import { compensationOf, dailyMgWithWeekAverage, holdStep } from './compensation.ts';

/** Step 1 at 6 mg/mL done; step 2 at 4.5 mg/mL started on 10 November; today is 16 November. */
const steps = [
  { _id: 11, step: 1, rate: 6, start: '2026-10-27', end: '2026-11-10', done: true },
  { _id: 12, step: 2, rate: 4.5, start: '2026-11-10', end: '2026-11-24', done: false },
  { _id: 13, step: 3, rate: 3, start: '2026-11-24', end: '2026-12-08', done: false },
];
const today = '2026-11-16';
/** 10 mL a day at 6 mg/mL (60 mg) the 7 days before the step; `ml` a day at 4.5 mg/mL since. */
const logsWith = (ml: number, days = 7) => [
  ...Array.from({ length: 7 }, (_, i) => ({ date: addDaysToDay('2026-11-03', i), ml: 10, rate: 6 })),
  ...Array.from({ length: days }, (_, i) => ({ date: addDaysToDay('2026-11-10', i), ml, rate: 4.5 })),
];

describe('compensationOf', () => {
  it.each([
    // 60 mg before; at 4.5 mg/mL, 12 mL is 54 mg: exactly 90 %, within 10 %.
    ['exactly 90 % (the edge counts)', 12, 7, true],
    ['just below 90 %', 11.99, 7, false],
    ['the same mg (13.33 mL)', 13.34, 7, true],
    ['more than before', 16, 7, true],
    ['a real drop (10 mL → 45 mg)', 10, 7, false],
    ['too few days logged since', 14, 2, false],
    ['three days logged since', 14, 3, true],
  ])('%s', (_, ml, days, compensated) => {
    const result = compensationOf(steps, logsWith(ml, days), today);
    expect(result !== null).toBe(compensated);
  });

  it('gives the figures of both sides', () => {
    expect(compensationOf(steps, logsWith(13.34), today)).toEqual({
      stepId: 12,
      previousRate: 6,
      currentRate: 4.5,
      previousMgPerDay: 60,
      currentMgPerDay: 60,
      previousMlPerDay: 10,
      currentMlPerDay: 13.3,
      percentOfPrevious: 100,
    });
  });

  it('says nothing before the first step down, or with nothing logged before it', () => {
    const first = steps.map((step) => ({ ...step, done: false }));
    expect(compensationOf(first, logsWith(20), today)).toBeNull();
    expect(
      compensationOf(
        steps,
        logsWith(20).filter((log) => log.date >= '2026-11-10'),
        today,
      ),
    ).toBeNull();
  });

  it('compares only the 7 days to today', () => {
    // Two weeks into the step: the first week was high, the last 7 days fell.
    const logs = [
      ...logsWith(16, 7),
      ...Array.from({ length: 7 }, (_, i) => ({ date: addDaysToDay('2026-11-17', i), ml: 9, rate: 4.5 })),
    ];
    expect(compensationOf(steps, logs, '2026-11-23')).toBeNull();
  });
});

describe('holdStep', () => {
  it('extends the step one week and moves the next ones back', () => {
    expect(holdStep(steps, 2)).toEqual([
      steps[0],
      { ...steps[1], end: '2026-12-01' },
      { ...steps[2], start: '2026-12-01', end: '2026-12-15' },
    ]);
  });
});

describe('dailyMgWithWeekAverage', () => {
  it('averages the logged days of the 7 days ending each day', () => {
    const logs = [
      { date: '2026-11-01', ml: 10, rate: 6 },
      { date: '2026-11-02', ml: 10, rate: 3 },
      { date: '2026-11-09', ml: 5, rate: 3 },
    ];
    expect(dailyMgWithWeekAverage(logs)).toEqual([
      { date: '2026-11-01', mg: 60, weekAverageMg: 60 },
      { date: '2026-11-02', mg: 30, weekAverageMg: 45 },
      { date: '2026-11-09', mg: 15, weekAverageMg: 15 },
    ]);
  });
});
