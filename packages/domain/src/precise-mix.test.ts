import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { computePrecise, mixDensity, type PreciseInputs, preciseDefaults } from './precise-mix.ts';

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
