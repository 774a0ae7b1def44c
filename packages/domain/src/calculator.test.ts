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
  pgVgRatios,
  preciseDefaults,
  QUICK_TOLERANCE,
  type QuickInputs,
  quickDefaults,
  roundCalculator,
  roundToSum,
  SHAKE_AND_VAPE_ADVICE,
  shortfillRate,
  steepingAdvice,
} from './calculator.ts';
import { messages } from './messages.ts';

describe('roundCalculator (spec §5 read literally on the exact value)', () => {
  // value → value mod 5 → result
  it.each([
    [21, 20], // remainder exactly 1 → down by 1
    [24, 25], // remainder exactly 4 → up by 1
    [66.25, 66], // remainder 1.25: ordinary rounding
    [18.75, 19], // remainder 3.75: ordinary rounding
    [13.5, 14], // remainder 3.5: ordinary rounding, half up
    [15, 15], // remainder 0
    [0.75, 1], // ordinary rounding
    [1, 0], // remainder exactly 1 → 0 (computeQuick then goes finer)
    [4, 5],
    [1.25, 1],
    [4.5, 5],
    [6.25, 6],
    [20.6, 21], // remainder 0.6: ordinary rounding gives 21, which is not turned into 20
    [0, 0],
  ])('rounds %d to %d', (value, expected) => {
    expect(roundCalculator(value)).toBe(expected);
  });

  it('reads "exactly" without floating-point noise', () => {
    // 100 × 12 × 1.25 / 100 is 15.000000000000002; 100 × 16.8 × 1.25 / 100 is 21.000000000000004
    expect(roundCalculator((100 * 12 * 1.25) / 100)).toBe(15);
    expect(roundCalculator((100 * 16.8 * 1.25) / 100)).toBe(20);
    expect(roundCalculator(21.4)).toBe(21);
  });
});

/** The amounts shown add up to the quantity, to the millionth of a mL. */
const sumMicro = (values: number[]) => Math.round(values.reduce((sum, value) => sum + value, 0) * 1e6);
const within = (shown: number, exact: number) => Math.abs(shown - exact) <= QUICK_TOLERANCE * exact + 1e-9;

/** What breaks the invariants for one input set (empty when the mix is pourable). */
function pourableProblems(inputs: QuickInputs): string[] {
  const { base, booster, arome, exact, strength, warnings } = computeQuick(inputs);
  if (warnings.length > 0) return warnings;
  const problems: string[] = [];
  // The sum is exact.
  if (sumMicro([base!, booster!, arome!]) !== Math.round(inputs.quantity * 1e6)) problems.push('sum');
  // The strength of the liquid poured is within 5 % of the one asked, and is what the booster gives.
  if (!within(strength!, inputs.nicotine)) problems.push('strength');
  if (Math.abs(strength! - (booster! * 20) / inputs.quantity) > 1e-9)
    problems.push('strength of the booster');
  // The dosage of the arôme too.
  if (!within(arome!, exact!.arome)) problems.push('arôme');
  // No ingredient shows 0 unless it is 0 (under half the finest step, 0.001 mL), none is negative.
  for (const [name, shown, real] of [
    ['base', base!, exact!.base],
    ['booster', booster!, exact!.booster],
    ['arôme', arome!, exact!.arome],
  ] as const) {
    if (shown < 0 || (real >= 0.0005 && shown === 0)) problems.push(`${name} ${shown}`);
  }
  return problems;
}

const expectPourable = (inputs: QuickInputs) => expect(pourableProblems(inputs)).toEqual([]);

describe('computeQuick (the spec calculator)', () => {
  it('has the spec defaults: 15 %, 100 mL, 30/70, 3 mg', () => {
    expect(quickDefaults).toEqual({ aroma: 15, quantity: 100, ratio: '30/70', nicotine: 3 });
    expect(pgVgFactors).toEqual({ '70/30': 0.8, '50/50': 1, '30/70': 1.25, '100': 1.6665 });
  });

  it('gives base 66, booster 15, arôme 19 for the defaults, 3 mg/mL in the bottle', () => {
    // arôme   = 100 × 15 × 1.25 / 100 = 18.75 → mod 5 = 3.75 → ordinary rounding → 19
    // booster = 3 / 20 × 100 = 15 → mod 5 = 0 → 15
    // base    = 100 − 15 − 19 = 66 (exact 66.25)
    expect(computeQuick(quickDefaults)).toEqual({
      base: 66,
      booster: 15,
      arome: 19,
      exact: { base: 66.25, booster: 15, arome: 18.75 },
      steps: { booster: 1, arome: 1 },
      strength: 3,
      warnings: [],
    });
  });

  it('10 %, 10 mL, 30/70, 1.5 mg: no more 0 mL of booster and arôme', () => {
    // booster = 1.5 / 20 × 10 = 0.75 → 1 mL would make 2 mg/mL (+33 %) → to 0.05 mL under 1 mL: 0.75
    // arôme   = 10 × 10 × 1.25 / 100 = 1.25 → 1 mL is −20 % → to 0.1 mL: 1.3 (+4 %)
    // base    = 10 − 0.75 − 1.3 = 7.95
    expect(computeQuick({ aroma: 10, quantity: 10, ratio: '30/70', nicotine: 1.5 })).toMatchObject({
      base: 7.95,
      booster: 0.75,
      arome: 1.3,
      steps: { booster: 0.05, arome: 0.1 },
      strength: 1.5,
    });
  });

  it('20 %, 30 mL, 70/30, 9 mg: the booster stays near 9 mg/mL', () => {
    // booster = 9 / 20 × 30 = 13.5 → 14 (9.33 mg/mL, +3.7 %); arôme = 30 × 20 × 0.8 / 100 = 4.8 → 5
    // base    = 30 − 14 − 5 = 11 (exact 11.7)
    const result = computeQuick({ aroma: 20, quantity: 30, ratio: '70/30', nicotine: 9 });
    expect(result).toMatchObject({ base: 11, booster: 14, arome: 5, steps: { booster: 1, arome: 1 } });
    expect(result.strength).toBeCloseTo(9.333, 3);
  });

  it("15 %, 100 mL, 30/70, 4.5 mg (the plan's link): 100 mL, not 103", () => {
    // booster = 22.5 → 23 (4.6 mg/mL, +2.2 %); arôme = 18.75 → 19; base = 100 − 23 − 19 = 58
    expect(computeQuick({ aroma: 15, quantity: 100, ratio: '30/70', nicotine: 4.5 })).toMatchObject({
      base: 58,
      booster: 23,
      arome: 19,
      strength: 4.6,
    });
  });

  it('applies the ±1 rule only when it keeps the strength within 5 %', () => {
    // 140 mL at 3 mg: booster exactly 21 → 20 (−4.8 %), 2.86 mg/mL
    expect(computeQuick({ aroma: 0, quantity: 140, ratio: '30/70', nicotine: 3 })).toMatchObject({
      booster: 20,
      base: 120,
    });
    // 160 mL at 3 mg: booster exactly 24 → 25 (+4.2 %)
    expect(computeQuick({ aroma: 0, quantity: 160, ratio: '30/70', nicotine: 3 })).toMatchObject({
      booster: 25,
      base: 135,
    });
    // 40 mL at 2 mg: booster exactly 4 → 5 would be +25 %: 4 mL to the tenth (shown "4")
    expect(computeQuick({ aroma: 0, quantity: 40, ratio: '30/70', nicotine: 2 })).toMatchObject({
      booster: 4,
      steps: { booster: 0.1, arome: 1 },
      strength: 2,
    });
    // 10 mL at 2 mg: booster exactly 1 → 0 is never shown: 1 mL
    expect(computeQuick({ aroma: 0, quantity: 10, ratio: '30/70', nicotine: 2 })).toMatchObject({
      booster: 1,
      base: 9,
    });
  });

  it('uses the factor of each ratio', () => {
    // 70/30: arôme 12, base 73; 50/50: arôme 15, base 70; 100 %: arôme 24.9975 → 25, base 60
    expect(computeQuick({ ...quickDefaults, ratio: '70/30' })).toMatchObject({ arome: 12, base: 73 });
    expect(computeQuick({ ...quickDefaults, ratio: '50/50' })).toMatchObject({ arome: 15, base: 70 });
    const full = computeQuick({ ...quickDefaults, ratio: '100' });
    expect(full.exact!.arome).toBeCloseTo(24.9975, 10);
    expect(full).toMatchObject({ arome: 25, base: 60 });
  });

  it('follows the nicotine presets', () => {
    // 0 mg: no booster; base = 100 − 19 = 81
    expect(computeQuick({ ...quickDefaults, nicotine: 0 })).toMatchObject({
      booster: 0,
      base: 81,
      strength: 0,
    });
    // 6 mg: booster 30; base = 100 − 30 − 19 = 51
    expect(computeQuick({ ...quickDefaults, nicotine: 6 })).toMatchObject({ booster: 30, base: 51 });
    // 9 mg: booster 45; base = 36
    expect(computeQuick({ ...quickDefaults, nicotine: 9 })).toMatchObject({ booster: 45, base: 36 });
  });

  it('keeps the base at 0 or above when the booster and arôme fill the bottle', () => {
    // 10 mL, 50/50, 10 %, 18 mg: booster 9 (9 → 10 would be +11 %), arôme 1, base exactly 0
    expect(computeQuick({ aroma: 10, quantity: 10, ratio: '50/50', nicotine: 18 })).toMatchObject({
      booster: 9,
      arome: 1,
      base: 0,
    });
    // 10 mL, 50/50, 3 %, 19.4 mg: booster 9.7 → 10 (+3 %) and arôme 0.3 would leave no base for
    // an exact 0 base… here the exact base is 0 too, and nothing is negative.
    expectPourable({ aroma: 3, quantity: 10, ratio: '50/50', nicotine: 19.4 });
    // exact base 0.3: booster 8.7 → 9 and arôme 1 would leave 0; both go to the tenth: base 0.3
    expect(computeQuick({ aroma: 10, quantity: 10, ratio: '50/50', nicotine: 17.4 })).toMatchObject({
      booster: 8.7,
      arome: 1,
      base: 0.3,
    });
  });

  // At least 30 input sets, from a 5 mL test bottle to a 1 L batch, checked against the invariants.
  it.each<QuickInputs>([
    { aroma: 15, quantity: 100, ratio: '30/70', nicotine: 3 },
    { aroma: 10, quantity: 10, ratio: '30/70', nicotine: 1.5 },
    { aroma: 20, quantity: 30, ratio: '70/30', nicotine: 9 },
    { aroma: 15, quantity: 100, ratio: '30/70', nicotine: 4.5 },
    { aroma: 15, quantity: 50, ratio: '30/70', nicotine: 3 },
    { aroma: 12, quantity: 30, ratio: '30/70', nicotine: 3 },
    { aroma: 10, quantity: 10, ratio: '50/50', nicotine: 18 },
    { aroma: 10, quantity: 10, ratio: '50/50', nicotine: 17.4 },
    { aroma: 5, quantity: 5, ratio: '70/30', nicotine: 1.5 },
    { aroma: 5, quantity: 5, ratio: '100', nicotine: 0.5 },
    { aroma: 8, quantity: 10, ratio: '70/30', nicotine: 3 },
    { aroma: 15, quantity: 10, ratio: '100', nicotine: 6 },
    { aroma: 20, quantity: 10, ratio: '30/70', nicotine: 12 },
    { aroma: 10, quantity: 20, ratio: '50/50', nicotine: 4.5 },
    { aroma: 18, quantity: 20, ratio: '30/70', nicotine: 7.5 },
    { aroma: 15, quantity: 30, ratio: '50/50', nicotine: 6 },
    { aroma: 10, quantity: 30, ratio: '70/30', nicotine: 1.5 },
    { aroma: 25, quantity: 40, ratio: '30/70', nicotine: 2 },
    { aroma: 12.5, quantity: 50, ratio: '100', nicotine: 9 },
    { aroma: 20, quantity: 50, ratio: '70/30', nicotine: 12 },
    { aroma: 15, quantity: 60, ratio: '30/70', nicotine: 3 },
    { aroma: 10, quantity: 60, ratio: '50/50', nicotine: 0 },
    { aroma: 7, quantity: 75, ratio: '70/30', nicotine: 6 },
    { aroma: 15, quantity: 100, ratio: '30/70', nicotine: 1.5 },
    { aroma: 15, quantity: 100, ratio: '30/70', nicotine: 6 },
    { aroma: 15, quantity: 100, ratio: '100', nicotine: 12 },
    { aroma: 30, quantity: 100, ratio: '50/50', nicotine: 14 },
    { aroma: 15, quantity: 5, ratio: '100', nicotine: 15 },
    { aroma: 20, quantity: 120, ratio: '70/30', nicotine: 3 },
    { aroma: 15, quantity: 140, ratio: '30/70', nicotine: 3 },
    { aroma: 15, quantity: 160, ratio: '30/70', nicotine: 3 },
    { aroma: 10, quantity: 200, ratio: '30/70', nicotine: 4.5 },
    { aroma: 15, quantity: 250, ratio: '50/50', nicotine: 0.6 },
    { aroma: 15, quantity: 500, ratio: '30/70', nicotine: 3 },
    { aroma: 12, quantity: 1000, ratio: '70/30', nicotine: 9 },
    { aroma: 10, quantity: 12.5, ratio: '30/70', nicotine: 3 },
    { aroma: 3, quantity: 10, ratio: '50/50', nicotine: 19.4 },
  ])('gives a pourable mix for %o', (inputs) => {
    expectPourable(inputs);
  });

  it('keeps the invariants on a grid of input sets', () => {
    const failures: string[] = [];
    let checked = 0;
    for (const quantity of [5, 10, 15, 20, 25, 30, 40, 50, 60, 75, 100, 120, 150, 200, 500])
      for (const aroma of [0, 1, 3, 5, 8, 10, 12, 15, 20, 30])
        for (const nicotine of [0, 0.5, 1, 1.5, 2, 2.6, 3, 4.5, 6, 7.3, 9, 11.1, 12, 15, 18, 20])
          for (const ratio of pgVgRatios) {
            const inputs = { aroma, quantity, ratio, nicotine };
            if (computeQuick(inputs).warnings.length > 0) continue;
            checked += 1;
            const problems = pourableProblems(inputs);
            if (problems.length > 0) failures.push(`${JSON.stringify(inputs)}: ${problems.join(', ')}`);
          }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(5000);
  });

  it('warns instead of giving a negative base', () => {
    // arome = 100 × 60 × 1.25 / 100 = 75, booster = 45: base would be −20
    const result = computeQuick({ ...quickDefaults, aroma: 60, nicotine: 9 });
    expect(result).toMatchObject({ base: null, booster: null, arome: null, strength: null });
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

describe('roundToSum (what the precise mode shows)', () => {
  it('rounds to the hundredth, the largest amount taking the difference', () => {
    expect(roundToSum([1 / 3, 1 / 3, 1 / 3])).toEqual([0.34, 0.33, 0.33]);
    expect(roundToSum([15, 10, 12.5, 62.5])).toEqual([15, 10, 12.5, 62.5]);
    // 1.1485 × 15 = 17.2275 is 17.227499999999999 in floating point: still 17.23
    expect(roundToSum([1.1485 * 15, 78.8125])).toEqual([17.23, 78.81]);
  });

  it('never shows 0 for an amount above 0', () => {
    expect(roundToSum([0.001, 9.999])).toEqual([0.01, 9.99]);
    expect(roundToSum([0, 5])).toEqual([0, 5]);
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
