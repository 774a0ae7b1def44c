import { describe, expect, it } from 'vitest';
import { mixNeeds, type StashBottle } from './stash.ts';
import { LOW_STOCK_BATCHES, type LowStockReason, lowStock, type StockedBottle } from './stash-low.ts';

const bottle = (
  id: number,
  kind: StashBottle['kind'],
  volumeMl: number,
  extra: Partial<StockedBottle> = {},
): StockedBottle => ({
  id,
  kind,
  name: kind === 'aroma' ? 'Vanille' : kind,
  pg: kind === 'aroma' ? null : 50,
  strength: kind === 'booster' ? 20 : null,
  volumeMl,
  boughtMl: Math.max(volumeMl, 100),
  ...extra,
});

/** 30 mL at 6 mg/mL, 50/50, 10 % Vanille: 9 mL of booster, 3 mL of aroma, 18 mL of base (7,5 PG, 10,5 VG). */
const custard = mixNeeds({
  mode: 'precise',
  inputs: {
    volume: 30,
    pg: 50,
    nicotine: 6,
    boosterStrength: 20,
    boosterPg: 50,
    aromas: [{ name: 'Vanille', percent: 10, pg: 100 }],
  },
})!;
/** The quick mode's 10 mL at 3 mg/mL: an aroma without a name, the 20 mg/mL booster. */
const quick = mixNeeds({
  // 1,5 mL of booster.
  mode: 'quick',
  inputs: { quantity: 10, nicotine: 3, ratio: '50/50', aroma: 10 },
})!;

const flags = (bottles: StockedBottle[], needs = custard as typeof custard | null) =>
  Object.fromEntries(lowStock(bottles, needs));

describe('lowStock, at the last recipe (two batches like it)', () => {
  it.each<[string, StockedBottle[], Record<number, LowStockReason>]>([
    [
      '17 mL of booster for 2 × 9 mL: low',
      [bottle(1, 'booster', 17, { boughtMl: 20 })],
      { 1: 'last-recipe' },
    ],
    ['18 mL of booster for 2 × 9 mL: not low', [bottle(1, 'booster', 18, { boughtMl: 20 })], {}],
    [
      'two boosters of the same strength count together (5 + 100 mL)',
      [bottle(1, 'booster', 5, { boughtMl: 10 }), bottle(2, 'booster', 100)],
      {},
    ],
    [
      'two boosters short together: both emptied, both low',
      [bottle(1, 'booster', 5, { boughtMl: 10 }), bottle(2, 'booster', 10, { boughtMl: 10 })],
      { 1: 'last-recipe', 2: 'last-recipe' },
    ],
    [
      'another strength is not what the recipe pours: a fifth of the bottle decides',
      [bottle(1, 'booster', 1, { strength: 10, boughtMl: 10 }), bottle(2, 'booster', 100)],
      { 1: 'bought-share' },
    ],
    [
      '5,9 mL of Vanille for 2 × 3 mL: low',
      [bottle(1, 'aroma', 5.9, { boughtMl: 10 })],
      { 1: 'last-recipe' },
    ],
    [
      'the aroma named otherwise (accents, case) is the same',
      [bottle(1, 'aroma', 5, { name: ' VANILLE ', boughtMl: 10 })],
      { 1: 'last-recipe' },
    ],
    [
      'an aroma the recipe does not use: under a fifth of its bottle',
      [
        bottle(1, 'aroma', 1.9, { name: 'Fraise', boughtMl: 10 }),
        bottle(2, 'aroma', 2, { name: 'Menthe', boughtMl: 10 }),
      ],
      { 1: 'bought-share' },
    ],
    ['35 mL of 50/50 base for 2 × 18 mL: low', [bottle(1, 'base', 35)], { 1: 'last-recipe' }],
    ['36 mL of 50/50 base: not low', [bottle(1, 'base', 36)], {}],
    [
      'pure PG and VG: the VG short is low, the PG that is enough is not',
      [bottle(1, 'base', 100, { pg: 100 }), bottle(2, 'base', 20, { pg: 0 })],
      { 2: 'last-recipe' },
    ],
    [
      'an empty bottle is always low, even with another full one',
      [bottle(1, 'booster', 0, { boughtMl: 10 }), bottle(2, 'booster', 100)],
      { 1: 'empty' },
    ],
  ])('%s', (_case, bottles, expected) => {
    expect(flags(bottles)).toEqual(expected);
  });
});

describe('lowStock without a recipe to measure by', () => {
  it('reads the quick mix as 1,5 mL of booster and an aroma without a name', () => {
    expect(quick.boosters).toEqual([{ strength: 20, ml: 1.5 }]);
    expect(quick.aromas.map((aroma) => aroma.name)).toEqual([null]);
  });
  it.each<[string, StockedBottle[], typeof custard | null, Record<number, LowStockReason>]>([
    [
      'no batch yet: under a fifth of what was bought',
      [bottle(1, 'base', 19), bottle(2, 'base', 20)],
      null,
      { 1: 'bought-share' },
    ],
    ['no batch yet: an empty bottle', [bottle(1, 'aroma', 0, { boughtMl: 10 })], null, { 1: 'empty' }],
    [
      'a quick mix names no aroma: the aroma is measured by its bottle, the booster by the recipe (2 × 1,5 mL)',
      [bottle(1, 'aroma', 1, { boughtMl: 10 }), bottle(2, 'booster', 3, { boughtMl: 100 })],
      quick,
      { 1: 'bought-share' },
    ],
  ])('%s', (_case, bottles, needs, expected) => {
    expect(flags(bottles, needs)).toEqual(expected);
  });
});

describe('lowStock invariants', () => {
  const shelves: StockedBottle[][] = [
    [bottle(1, 'booster', 3), bottle(2, 'base', 50), bottle(3, 'aroma', 4)],
    [bottle(1, 'booster', 40), bottle(2, 'base', 500), bottle(3, 'aroma', 40)],
    [bottle(1, 'base', 10, { pg: 100 }), bottle(2, 'base', 10, { pg: 0 }), bottle(3, 'base', 10, { pg: 30 })],
  ];
  it.each(shelves.map((shelf, index) => [index, shelf] as const))(
    'shelf %i: a shelf that holds two batches has nothing low at the recipe; adding to a bottle never makes it low',
    (_index, shelf) => {
      const before = lowStock(shelf, custard);
      for (const item of shelf) {
        const fuller = shelf.map((other) =>
          other.id === item.id
            ? { ...other, volumeMl: other.volumeMl + 1000, boughtMl: other.boughtMl + 1000 }
            : other,
        );
        expect(lowStock(fuller, custard).has(item.id)).toBe(false);
        // Others keep their flag or lose it, never gain one.
        for (const [id] of lowStock(fuller, custard)) expect(before.has(id)).toBe(true);
      }
      const plenty = shelf.map((item) => ({ ...item, volumeMl: 1000, boughtMl: 1000 }));
      expect(lowStock(plenty, custard).size).toBe(0);
      expect(LOW_STOCK_BATCHES).toBe(2);
    },
  );
});
