import { describe, expect, it } from 'vitest';
import {
  boostersForTarget,
  computePrecise,
  computeQuick,
  computeShortfill,
  maturationGuide,
  mixDensity,
  type PreciseInputs,
  pgVgFactors,
  preciseDefaults,
  quickDefaults,
  roundCalculator,
  SHAKE_AND_VAPE_ADVICE,
  shortfillRate,
  steepingAdvice,
} from './calculator.ts';
import { messages } from './messages.ts';

describe('roundCalculator (spec §5: remainder 1 modulo 5 goes down by 1, 4 goes up by 1)', () => {
  // value → Math.round → that integer mod 5 → result
  it.each([
    [18.75, 20], // 19, mod 5 = 4 → up by 1
    [66.25, 65], // 66, mod 5 = 1 → down by 1
    [15, 15], // 15, mod 5 = 0 → unchanged
    [7.5, 8], // 8, mod 5 = 3 → ordinary rounding
    [12.4, 12], // 12, mod 5 = 2 → ordinary rounding
    [0.6, 0], // 1, mod 5 = 1 → 0
    [3.6, 5], // 4, mod 5 = 4 → 5
    [21, 20], // 21, mod 5 = 1 → 20
    [24.4, 25], // 24, mod 5 = 4 → 25
    [22.5, 23], // 23, mod 5 = 3 → 23
    [0, 0],
  ])('rounds %d to %d', (value, expected) => {
    expect(roundCalculator(value)).toBe(expected);
  });
});

describe('computeQuick (the spec calculator)', () => {
  it('has the spec defaults: 15 %, 100 mL, 30/70, 3 mg', () => {
    expect(quickDefaults).toEqual({ aroma: 15, quantity: 100, ratio: '30/70', nicotine: 3 });
    expect(pgVgFactors).toEqual({ '70/30': 0.8, '50/50': 1, '30/70': 1.25, '100': 1.6665 });
  });

  it('gives base 65, booster 15, arome 20 for the defaults', () => {
    // arome   = 100 × 15 × 1.25 / 100 = 18.75 → round 19 → 19 mod 5 = 4 → 20
    // booster = 3 / 20 × 100 = 15 → 15 mod 5 = 0 → 15
    // base    = 100 − 18.75 − 15 = 66.25 → round 66 → 66 mod 5 = 1 → 65
    const result = computeQuick(quickDefaults);
    expect(result).toEqual({
      base: 65,
      booster: 15,
      arome: 20,
      exact: { base: 66.25, booster: 15, arome: 18.75 },
      warnings: [],
    });
  });

  it.each([
    // ratio, arome exact (100 × 15 × factor / 100), arome rounded, base exact (100 − arome − 15), base rounded
    ['70/30', 12, 12, 73, 73], // 12 mod 5 = 2 → 12; 73 mod 5 = 3 → 73
    ['50/50', 15, 15, 70, 70], // both multiples of 5
    ['100', 24.9975, 25, 60.0025, 60], // round 25 (mod 0) → 25; round 60 (mod 0) → 60
  ] as const)('uses the %s factor', (ratio, aromeExact, arome, baseExact, base) => {
    const result = computeQuick({ ...quickDefaults, ratio });
    expect(result.exact!.arome).toBeCloseTo(aromeExact, 10);
    expect(result.arome).toBe(arome);
    expect(result.exact!.base).toBeCloseTo(baseExact, 10);
    expect(result.base).toBe(base);
  });

  it('follows the nicotine presets', () => {
    // 0 mg: booster 0; base = 100 − 18.75 = 81.25 → 81 → mod 5 = 1 → 80
    expect(computeQuick({ ...quickDefaults, nicotine: 0 })).toMatchObject({ booster: 0, base: 80 });
    // 6 mg: booster = 6 / 20 × 100 = 30; base = 100 − 18.75 − 30 = 51.25 → 51 → 50
    expect(computeQuick({ ...quickDefaults, nicotine: 6 })).toMatchObject({ booster: 30, base: 50 });
    // 9 mg: booster = 45; base = 100 − 18.75 − 45 = 36.25 → 36 → 35
    expect(computeQuick({ ...quickDefaults, nicotine: 9 })).toMatchObject({ booster: 45, base: 35 });
  });

  it('warns instead of giving a negative base', () => {
    // arome = 100 × 60 × 1.25 / 100 = 75, booster = 45: base would be −20
    const result = computeQuick({ ...quickDefaults, aroma: 60, nicotine: 9 });
    expect(result).toMatchObject({ base: null, booster: null, arome: null });
    expect(result.warnings).toEqual([messages.calcNegativeBase]);
  });

  it('warns for aroma over 100 %, nicotine above 20 mg/mL and bad numbers', () => {
    expect(computeQuick({ ...quickDefaults, aroma: 101 }).warnings).toContain(messages.calcAromaOver100);
    expect(computeQuick({ ...quickDefaults, nicotine: 21 }).warnings).toContain(
      messages.calcNicotineAboveBooster,
    );
    expect(computeQuick({ ...quickDefaults, quantity: 0 }).warnings).toEqual([messages.calcQuantityInvalid]);
    expect(computeQuick({ ...quickDefaults, quantity: Number.NaN }).warnings).toEqual([
      messages.calcInputsMissing,
    ]);
    expect(computeQuick({ ...quickDefaults, aroma: -1 }).warnings).toEqual([messages.calcInputsMissing]);
  });
});

describe('computePrecise (DIY in mL and grams)', () => {
  it('mixes the defaults: 100 mL, 30/70, 3 mg, booster 20 mg/mL 50/50, one aroma 10 % PG', () => {
    // booster = 3 × 100 / 20 = 15 mL (7.5 PG + 7.5 VG), density 0.5 × 1.036 + 0.5 × 1.261 = 1.1485
    //   → 15 × 1.1485 = 17.2275 g
    // aroma   = 100 × 10 / 100 = 10 mL of PG → 10 × 1.036 = 10.36 g
    // PG      = 30 − 7.5 − 10 = 12.5 mL → 12.5 × 1.036 = 12.95 g
    // VG      = 70 − 7.5 = 62.5 mL → 62.5 × 1.261 = 78.8125 g
    // total   = 15 + 10 + 12.5 + 62.5 = 100 mL; 17.2275 + 10.36 + 12.95 + 78.8125 = 119.35 g
    const result = computePrecise(preciseDefaults);
    expect(result.warnings).toEqual([]);
    const rows = result.ingredients.map((i) => [i.kind, i.label, i.ml, i.grams, i.percent]);
    const expected = [
      ['booster', 'Booster de nicotine', 15, 17.2275, 15],
      ['aroma', 'Arôme 1', 10, 10.36, 10],
      ['pg', 'PG à ajouter', 12.5, 12.95, 12.5],
      ['vg', 'VG à ajouter', 62.5, 78.8125, 62.5],
    ];
    rows.forEach((row, index) => {
      expect(row[0]).toBe(expected[index]![0]);
      expect(row[1]).toBe(expected[index]![1]);
      for (const column of [2, 3, 4]) expect(row[column]).toBeCloseTo(expected[index]![column] as number, 9);
    });
    expect(result.totals.ml).toBeCloseTo(100, 9);
    expect(result.totals.grams).toBeCloseTo(119.35, 9);
    expect(result.totals.percent).toBeCloseTo(100, 9);
    expect(result.brought.pg).toBeCloseTo(17.5, 9);
    expect(result.brought.vg).toBeCloseTo(7.5, 9);
  });

  it('mixes several aromas: 50 mL, 50/50, 6 mg, aromas 8 % and 4 % PG and one 2 % in 50/50', () => {
    const inputs: PreciseInputs = {
      volume: 50,
      pg: 50,
      nicotine: 6,
      boosterStrength: 20,
      boosterPg: 50,
      aromas: [
        { name: 'Fraise', percent: 8, pg: 100 },
        { name: 'Crème', percent: 4, pg: 100 },
        { percent: 2, pg: 50 },
      ],
    };
    // booster = 6 × 50 / 20 = 15 mL (7.5 PG + 7.5 VG) → 15 × 1.1485 = 17.2275 g, 30 %
    // Fraise  = 50 × 8 / 100 = 4 mL PG → 4 × 1.036 = 4.144 g, 8 %
    // Crème   = 50 × 4 / 100 = 2 mL PG → 2 × 1.036 = 2.072 g, 4 %
    // Arôme 3 = 50 × 2 / 100 = 1 mL (0.5 PG + 0.5 VG) → 1 × 1.1485 = 1.1485 g, 2 %
    // PG brought = 7.5 + 4 + 2 + 0.5 = 14; target 25 → add 11 mL → 11 × 1.036 = 11.396 g, 22 %
    // VG brought = 7.5 + 0.5 = 8; target 25 → add 17 mL → 17 × 1.261 = 21.437 g, 34 %
    // total = 15 + 4 + 2 + 1 + 11 + 17 = 50 mL; 17.2275 + 4.144 + 2.072 + 1.1485 + 11.396 + 21.437 = 57.425 g
    const result = computePrecise(inputs);
    expect(result.warnings).toEqual([]);
    expect(result.ingredients.map((i) => i.label)).toEqual([
      'Booster de nicotine',
      'Fraise',
      'Crème',
      'Arôme 3',
      'PG à ajouter',
      'VG à ajouter',
    ]);
    const expected = [
      [15, 17.2275, 30],
      [4, 4.144, 8],
      [2, 2.072, 4],
      [1, 1.1485, 2],
      [11, 11.396, 22],
      [17, 21.437, 34],
    ];
    result.ingredients.forEach((ingredient, index) => {
      expect(ingredient.ml).toBeCloseTo(expected[index]![0]!, 9);
      expect(ingredient.grams).toBeCloseTo(expected[index]![1]!, 9);
      expect(ingredient.percent).toBeCloseTo(expected[index]![2]!, 9);
    });
    expect(result.totals.ml).toBeCloseTo(50, 9);
    expect(result.totals.grams).toBeCloseTo(57.425, 9);
  });

  it('needs no booster for 0 mg and takes an editable booster strength', () => {
    // 0 mg, no aroma, 10 mL 100 % VG: only 10 mL VG = 12.61 g
    const none = computePrecise({ ...preciseDefaults, volume: 10, pg: 0, nicotine: 0, aromas: [] });
    expect(none.ingredients.map((i) => [i.kind, i.ml])).toEqual([
      ['booster', 0],
      ['pg', 0],
      ['vg', 10],
    ]);
    expect(none.totals.grams).toBeCloseTo(12.61, 9);
    // 18 mg/mL booster in 100 % PG, 3 mg in 60 mL: booster = 3 × 60 / 18 = 10 mL → 10 × 1.036 = 10.36 g
    const strong = computePrecise({ ...preciseDefaults, volume: 60, boosterStrength: 18, boosterPg: 100 });
    expect(strong.ingredients[0]!.ml).toBeCloseTo(10, 9);
    expect(strong.ingredients[0]!.grams).toBeCloseTo(10.36, 9);
    expect(mixDensity(50)).toBeCloseTo(1.1485, 9);
  });

  it('warns when the target PG is below what the booster and aromas bring', () => {
    // 10 mL at 20 % PG = 2 mL of PG; booster 12 × 10 / 20 = 6 mL (3 PG) and aroma 1.5 mL (PG): 4.5 > 2
    const result = computePrecise({
      ...preciseDefaults,
      volume: 10,
      pg: 20,
      nicotine: 12,
      aromas: [{ percent: 15, pg: 100 }],
    });
    expect(result.warnings).toEqual([messages.calcPgTooLow]);
    expect(result.ingredients).toEqual([]);
    expect(result.brought.pg).toBeCloseTo(4.5, 9);
  });

  it('warns when the target VG is below what the booster brings', () => {
    // 100 % PG wanted, but a 50/50 booster brings 7.5 mL of VG
    expect(computePrecise({ ...preciseDefaults, pg: 100 }).warnings).toEqual([messages.calcVgTooLow]);
  });

  it('warns for nicotine above the booster, aromas over 100 % and parts above the volume', () => {
    expect(computePrecise({ ...preciseDefaults, nicotine: 25 }).warnings).toEqual([
      messages.calcNicotineAboveBooster,
    ]);
    expect(
      computePrecise({
        ...preciseDefaults,
        aromas: [
          { percent: 60, pg: 100 },
          { percent: 50, pg: 100 },
        ],
      }).warnings,
    ).toEqual([messages.calcAromaOver100]);
    // booster 18 × 100 / 20 = 90 mL + aroma 20 mL = 110 mL > 100 mL
    expect(
      computePrecise({ ...preciseDefaults, nicotine: 18, aromas: [{ percent: 20, pg: 100 }] }).warnings,
    ).toEqual([messages.calcNegativeBase]);
    expect(computePrecise({ ...preciseDefaults, pg: 120 }).warnings).toEqual([messages.calcRatioInvalid]);
    expect(computePrecise({ ...preciseDefaults, boosterStrength: 0 }).warnings).toEqual([
      messages.calcBoosterStrengthInvalid,
    ]);
    expect(computePrecise({ ...preciseDefaults, volume: Number.NaN }).warnings).toEqual([
      messages.calcInputsMissing,
    ]);
  });
});

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

describe('maturation guide', () => {
  it('has the spec durations', () => {
    expect(maturationGuide.map((f) => [f.id, f.minDays, f.maxDays, f.duration])).toEqual([
      ['fruit-simple', 0, 5, '0 à 5 jours'],
      ['fruit-complexe', 3, 7, '3 à 7 jours'],
      ['frais-epice', 7, 14, '1 à 2 semaines'],
      ['gourmand', 14, 21, '2 à 3 semaines'],
      ['classic', 14, null, 'au moins 2 semaines'],
    ]);
  });

  it('says no steeping for shake & vape', () => {
    expect(steepingAdvice('gourmand', true)).toBe(SHAKE_AND_VAPE_ADVICE);
    expect(steepingAdvice('gourmand', false)).toBe('Gourmand : laissez maturer 2 à 3 semaines.');
    expect(steepingAdvice(null, false)).toBeNull();
  });
});
