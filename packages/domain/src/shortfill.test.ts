import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { boostersForTarget, computeShortfill, shortfillRate } from './shortfill.ts';

describe('shortfill', () => {
  it('gives n × 10 × 20 / (V + 10 n) mg/mL', () => {
    // 50 + 1 booster: 200 / 60 = 3.333…; 50 + 2: 400 / 70 = 5.714…
    expect(shortfillRate(50, 1)).toBeCloseTo(3.33, 2);
    expect(shortfillRate(50, 2)).toBeCloseTo(5.71, 2);
    expect(shortfillRate(50, 0)).toBe(0);
    // 100 mL + 2 boosters: 400 / 120 = 3.333…
    expect(shortfillRate(100, 2)).toBeCloseTo(3.33, 2);
  });

  it('finds the boosters for a target rate and the rate reached', () => {
    // 3 mg in 50 mL: n = 3 × 50 / (200 − 30) = 0.88 → 1 booster → 3.33 mg/mL
    expect(boostersForTarget(50, 3)).toEqual({ boosters: 1, rate: 200 / 60 });
    // 6 mg in 50 mL: n = 300 / 140 = 2.14 → 2 boosters → 5.71 mg/mL
    expect(boostersForTarget(50, 6)).toEqual({ boosters: 2, rate: 400 / 70 });
    // 1 mg in 50 mL: n = 50 / 190 = 0.26 → at least 1 booster
    expect(boostersForTarget(50, 1)!.boosters).toBe(1);
    expect(boostersForTarget(50, 0)).toEqual({ boosters: 0, rate: 0 });
    expect(boostersForTarget(50, 20)).toBeNull();
  });

  it('computes both ways with warnings', () => {
    expect(computeShortfill({ bottle: 50, boosters: 1, target: 0, method: 'boosters' })).toMatchObject({
      boosters: 1,
      totalMl: 60,
      warnings: [],
    });
    expect(computeShortfill({ bottle: 50, boosters: 0, target: 6, method: 'target' })).toMatchObject({
      boosters: 2,
      totalMl: 70,
    });
    expect(computeShortfill({ bottle: 50, boosters: 0, target: 25, method: 'target' }).warnings).toEqual([
      messages.calcTargetTooHigh,
    ]);
    expect(computeShortfill({ bottle: 0, boosters: 1, target: 0, method: 'boosters' }).warnings).toEqual([
      messages.calcQuantityInvalid,
    ]);
    expect(computeShortfill({ bottle: 50, boosters: 1.5, target: 0, method: 'boosters' }).warnings).toEqual([
      messages.calcInputsMissing,
    ]);
  });
});
