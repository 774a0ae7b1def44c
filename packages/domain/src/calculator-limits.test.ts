import { describe, expect, it } from 'vitest';
import { calculatorLimitError, calculatorLimitMessages, calculatorLimits } from './calculator-limits.ts';
import { computePrecise } from './precise-mix.ts';
import { computeQuick, quickDefaults } from './quick-mix.ts';
import { computeShortfill } from './shortfill.ts';

describe('the calculator’s maxima (issue 26)', () => {
  it('allows each field up to its maximum and says the French limit past it', () => {
    expect(calculatorLimitError('volume', calculatorLimits.volumeMl)).toBeNull();
    expect(calculatorLimitError('volume', 5000.01)).toBe(calculatorLimitMessages.volume);
    expect(calculatorLimitError('bottle', 1001)).toBe(calculatorLimitMessages.bottle);
    expect(calculatorLimitError('booster', 101)).toBe(calculatorLimitMessages.booster);
    expect(calculatorLimitError('boosters', 21)).toBe(calculatorLimitMessages.boosters);
    // A field not filled in is not over its maximum (the calculator asks for it otherwise).
    expect(calculatorLimitError('volume', Number.NaN)).toBeNull();
    expect(calculatorLimitMessages.volume).toBe(
      'La quantité ne peut pas dépasser 5\u202f000 mL (5 litres) : c’est le plus grand mélange maison que calcule Vapolib.',
    );
  });

  it('gives no result past a maximum in every mode', () => {
    const quick = computeQuick({ ...quickDefaults, quantity: 999_999_999 });
    expect(quick.warnings).toEqual([calculatorLimitMessages.volume]);
    expect(quick.base).toBeNull();
    expect(computeQuick({ ...quickDefaults, quantity: 5000 }).base).toBe(3312);

    const precise = computePrecise({
      volume: 100_000,
      pg: 50,
      nicotine: 3,
      boosterStrength: 1000,
      boosterPg: 50,
      aromas: [],
    });
    expect(precise.warnings).toEqual([calculatorLimitMessages.volume, calculatorLimitMessages.booster]);
    expect(precise.ingredients).toEqual([]);

    expect(
      computeShortfill({ bottle: 100_000, boosters: 1, target: 3, method: 'boosters' }).warnings,
    ).toEqual([calculatorLimitMessages.bottle]);
    expect(computeShortfill({ bottle: 50, boosters: 99, target: 3, method: 'boosters' }).rate).toBeNull();
    // A target that 20 boosters cannot reach in a large bottle says so instead of « 19 900 boosters ».
    const target = computeShortfill({ bottle: 1000, boosters: 1, target: 19.9, method: 'target' });
    expect(target.boosters).toBeNull();
    expect(target.warnings[0]).toMatch(/^Ce taux demanderait \d+ boosters : pas plus de 20 boosters/);
  });
});
