import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import {
  computeQuick,
  pgVgFactors,
  pgVgRatios,
  QUICK_TOLERANCE,
  type QuickInputs,
  quickAromaDosageText,
  quickDefaults,
} from './quick-mix.ts';

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

describe('quickAromaDosageText', () => {
  it('says the PG/VG factor the arôme is multiplied by, in French numbers', () => {
    expect(quickAromaDosageText(15, '30/70')).toBe('15 % × 1,25 (ratio 30/70) = 18,75 % d’arôme');
    expect(quickAromaDosageText(10, '70/30')).toBe('10 % × 0,8 (ratio 70/30) = 8 % d’arôme');
    expect(quickAromaDosageText(12.5, '50/50')).toBe('12,5 % × 1 (ratio 50/50) = 12,5 % d’arôme');
    expect(quickAromaDosageText(15, '100')).toBe('15 % × 1,6665 (100 % VG) ≈ 25 % d’arôme');
  });
});
