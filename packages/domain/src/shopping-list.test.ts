import { describe, expect, it } from 'vitest';
import type { BatchCalculation } from './batches.ts';
import { addNeeds, needsOf, type PricedStashBottle, shoppingList } from './shopping-list.ts';
import { mixNeeds, planDeduction } from './stash.ts';

const bottle = (
  id: number,
  kind: PricedStashBottle['kind'],
  name: string,
  volumeMl: number,
  extra: Partial<PricedStashBottle> = {},
): PricedStashBottle => ({
  id,
  kind,
  name,
  pg: kind === 'aroma' ? null : 50,
  strength: kind === 'booster' ? 20 : null,
  volumeMl,
  priceCents: null,
  boughtMl: Math.max(volumeMl, 10),
  ...extra,
});

/** 100 mL at 3 mg/mL, 50/50, from a 20 mg/mL 50/50 booster and 10 % Vanille. */
const vanilla: BatchCalculation = {
  mode: 'precise',
  inputs: {
    volume: 100,
    pg: 50,
    nicotine: 3,
    boosterStrength: 20,
    boosterPg: 50,
    aromas: [{ name: 'Vanille', percent: 10, pg: 100 }],
  },
};

describe('the shopping list', () => {
  it('is empty when the shelf holds everything', () => {
    const shelf = [
      bottle(1, 'base', 'Base 50/50', 1000),
      bottle(2, 'booster', 'Booster', 100),
      bottle(3, 'aroma', 'Vanille', 30),
    ];
    expect(shoppingList(needsOf([{ calculation: vanilla, bottles: 1 }]), shelf)).toEqual([]);
  });

  it('says what is missing, in mL, with the last price paid', () => {
    const shelf = [
      bottle(1, 'booster', 'Booster', 5, { priceCents: 390, boughtMl: 10 }),
      bottle(4, 'booster', 'Booster', 0, { priceCents: 350, boughtMl: 10 }),
      bottle(2, 'aroma', 'vanille', 2, { priceCents: 590, boughtMl: 10 }),
      bottle(3, 'booster', 'Booster 18', 50, { strength: 18, priceCents: 100 }),
    ];
    const list = shoppingList(needsOf([{ calculation: vanilla, bottles: 1 }]), shelf);
    expect(list).toEqual([
      { label: 'Booster 20 mg/mL', kind: 'booster', ml: 10, lastPrice: { priceCents: 350, boughtMl: 10 } },
      { label: 'Arôme Vanille', kind: 'aroma', ml: 8, lastPrice: { priceCents: 590, boughtMl: 10 } },
      // The precise mode's PG and VG to add (the aroma brings PG): the deduction's own label.
      { label: 'Base 43/57', kind: 'base', ml: 75, lastPrice: null },
    ]);
  });

  it('finds the price of pure PG and VG', () => {
    const shelf = [
      bottle(1, 'base', 'PG', 0, { pg: 100, priceCents: 800, boughtMl: 1000 }),
      bottle(2, 'base', 'VG', 0, { pg: 0, priceCents: 900, boughtMl: 1000 }),
    ];
    const list = shoppingList({ boosters: [], aromas: [], base: { pgMl: 30, vgMl: 70 } }, shelf);
    expect(list).toEqual([
      { label: 'PG', kind: 'base', ml: 30, lastPrice: { priceCents: 800, boughtMl: 1000 } },
      { label: 'VG', kind: 'base', ml: 70, lastPrice: { priceCents: 900, boughtMl: 1000 } },
    ]);
  });

  it.each([1, 2, 3])('%s bottle(s) need as much as the deduction would miss', (bottles) => {
    const shelf = [bottle(1, 'base', 'Base 50/50', 120), bottle(2, 'aroma', 'Vanille', 15)];
    const needs = needsOf([{ calculation: vanilla, bottles }]);
    const short = planDeduction(shelf, needs).short;
    expect(shoppingList(needs, shelf).map(({ label, ml }) => ({ label, ml }))).toEqual(
      short.map(({ label, ml }) => ({ label, ml: Math.ceil(ml * 10 - 1e-9) / 10 })),
    );
  });

  it('adds two bottles’ needs as one list', () => {
    const one = mixNeeds(vanilla)!;
    const two = addNeeds(one, one);
    expect(two.boosters).toEqual([{ strength: 20, ml: one.boosters[0]!.ml * 2 }]);
    expect(two.aromas).toEqual([{ name: 'Vanille', ml: 20 }]);
    expect(two.base.pgMl + two.base.vgMl).toBeCloseTo((one.base.pgMl + one.base.vgMl) * 2);
    expect(needsOf([])).toEqual({ boosters: [], aromas: [], base: { pgMl: 0, vgMl: 0 } });
  });
});
