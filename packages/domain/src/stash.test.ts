import { describe, expect, it } from 'vitest';
import { liquidCostPerMl } from './spending.ts';
import {
  type MixNeeds,
  mixNeeds,
  planDeduction,
  type StashBottle,
  sameAromaName,
  scaleNeeds,
  stashPurchase,
} from './stash.ts';

const base = (id: number, pg: number, volumeMl: number): StashBottle => ({
  id,
  kind: 'base',
  name: `Base ${pg}/${100 - pg}`,
  pg,
  strength: null,
  volumeMl,
});
const booster = (id: number, strength: number, volumeMl: number): StashBottle => ({
  id,
  kind: 'booster',
  name: `Booster ${strength}`,
  pg: 50,
  strength,
  volumeMl,
});
const aroma = (id: number, name: string, volumeMl: number): StashBottle => ({
  id,
  kind: 'aroma',
  name,
  pg: null,
  strength: null,
  volumeMl,
});

/** 30 mL at 6 mg/mL, 50/50, from a 20 mg/mL 50/50 booster and 10 % Vanille. */
const custard = {
  mode: 'precise' as const,
  inputs: {
    volume: 30,
    pg: 50,
    nicotine: 6,
    boosterStrength: 20,
    boosterPg: 50,
    aromas: [{ name: 'Vanille', percent: 10, pg: 100 }],
  },
};

describe('mixNeeds', () => {
  it('reads the precise mode: booster, named aromas, PG and VG, adding up to the volume', () => {
    const needs = mixNeeds(custard)!;
    expect(needs.boosters).toEqual([{ strength: 20, ml: 9 }]);
    expect(needs.aromas).toEqual([{ name: 'Vanille', ml: 3 }]);
    expect(needs.base.pgMl).toBeCloseTo(7.5);
    expect(needs.base.vgMl).toBeCloseTo(10.5);
  });
  it('reads the quick mode: the base at its ratio, the 20 mg/mL booster, an aroma with no name', () => {
    const needs = mixNeeds({
      mode: 'quick',
      inputs: { aroma: 15, quantity: 100, ratio: '30/70', nicotine: 3 },
    })!;
    expect(needs.boosters).toEqual([{ strength: 20, ml: 15 }]);
    expect(needs.aromas).toEqual([{ name: null, ml: 19 }]);
    expect(needs.base.pgMl + needs.base.vgMl).toBeCloseTo(66);
    expect(needs.base.pgMl).toBeCloseTo(19.8);
  });
  it('reads a shortfill: only its boosters come from the shelf', () => {
    expect(
      mixNeeds({ mode: 'shortfill', inputs: { bottle: 50, boosters: 2, target: 3, method: 'boosters' } }),
    ).toEqual({ boosters: [{ strength: 20, ml: 20 }], aromas: [], base: { pgMl: 0, vgMl: 0 } });
  });
  it('has nothing for an impossible mix', () => {
    expect(mixNeeds({ ...custard, inputs: { ...custard.inputs, nicotine: 30 } })).toBeNull();
  });
});

describe('planDeduction', () => {
  const needs = mixNeeds(custard)!;

  it('takes from the bottles that fit and says nothing is short', () => {
    const plan = planDeduction([base(1, 50, 100), booster(2, 20, 10), aroma(3, 'vanille ', 10)], needs);
    expect(plan.short).toEqual([]);
    const taken = Object.fromEntries(plan.takes.map((take) => [take.id, take.ml]));
    expect(taken[1]).toBeCloseTo(18);
    expect(taken[2]).toBeCloseTo(9);
    expect(taken[3]).toBeCloseTo(3);
  });

  it('says what is short, never taking more than a bottle has', () => {
    const plan = planDeduction([base(1, 50, 5), booster(2, 20, 4), booster(3, 10, 100)], needs);
    expect(plan.short).toEqual([
      { label: 'Booster 20 mg/mL', kind: 'booster', ml: 5 },
      { label: 'Arôme Vanille', kind: 'aroma', ml: 3 },
      { label: 'Base 42/58', kind: 'base', ml: 13 },
    ]);
    expect(plan.takes).toEqual([
      { id: 2, ml: 4 },
      { id: 1, ml: 5 },
    ]);
  });

  it('uses pure PG and VG for their parts when no base has the ratio', () => {
    const plan = planDeduction([base(1, 100, 5), base(2, 0, 100)], { ...needs, boosters: [], aromas: [] });
    expect(plan.takes.find((take) => take.id === 2)!.ml).toBeCloseTo(10.5);
    expect(plan.short).toEqual([{ label: 'PG', kind: 'base', ml: 2.5 }]);
  });

  it('finishes the opened bottle before a new one', () => {
    const plan = planDeduction([booster(1, 20, 10), booster(2, 20, 3)], needs);
    expect(plan.takes).toEqual([
      { id: 2, ml: 3 },
      { id: 1, ml: 6 },
    ]);
  });

  // Invariants, over a table of shelves and mixes: deducted + left = bought; taken + short = needed.
  const shelves: StashBottle[][] = [
    [],
    [base(1, 50, 100), booster(2, 20, 10), aroma(3, 'Vanille', 10)],
    [base(1, 50, 1), base(4, 100, 2), base(5, 0, 3), booster(2, 20, 1), booster(6, 20, 0.5)],
    [
      base(1, 30, 1000),
      base(7, 50, 0),
      booster(2, 20, 100),
      aroma(3, 'VANILLE', 0.2),
      aroma(8, 'Vanille', 1),
    ],
    [base(4, 100, 1000), base(5, 0, 1000), booster(2, 20, 1000), aroma(3, 'Vanillé', 1000)],
  ];
  const mixes: MixNeeds[] = [
    needs,
    scaleNeeds(needs, 3),
    mixNeeds({ mode: 'quick', inputs: { aroma: 15, quantity: 100, ratio: '30/70', nicotine: 3 } })!,
    mixNeeds({ mode: 'shortfill', inputs: { bottle: 50, boosters: 1, target: 3, method: 'boosters' } })!,
    scaleNeeds(needs, 0),
  ];
  for (const [s, shelf] of shelves.entries())
    for (const [m, mix] of mixes.entries())
      it(`keeps the books on shelf ${s}, mix ${m}`, () => {
        const plan = planDeduction(shelf, mix);
        for (const bottle of shelf) {
          const took = plan.takes.find((take) => take.id === bottle.id)?.ml ?? 0;
          expect(took).toBeGreaterThanOrEqual(0);
          expect(took).toBeLessThanOrEqual(bottle.volumeMl + 1e-9);
          const leftAfter = bottle.volumeMl - took;
          expect(leftAfter + took).toBeCloseTo(bottle.volumeMl, 9);
        }
        const kinds = ['booster', 'aroma', 'base'] as const;
        const needed = {
          booster: mix.boosters.reduce((sum, item) => sum + item.ml, 0),
          aroma: mix.aromas.reduce((sum, item) => sum + (item.name === null ? 0 : item.ml), 0),
          base: mix.base.pgMl + mix.base.vgMl,
        };
        for (const kind of kinds) {
          const took = plan.takes
            .filter((take) => shelf.find((bottle) => bottle.id === take.id)!.kind === kind)
            .reduce((sum, take) => sum + take.ml, 0);
          const missing = plan.short
            .filter((item) => item.kind === kind)
            .reduce((sum, item) => sum + item.ml, 0);
          expect(Math.abs(took + missing - needed[kind])).toBeLessThan(0.02);
        }
      });
});

describe('small rules', () => {
  it('compares aroma names as a reader would', () => {
    expect(sameAromaName('Crème brûlée', ' creme  BRULEE')).toBe(true);
    expect(sameAromaName('Fraise', 'Framboise')).toBe(false);
  });
});

describe('stashPurchase (« Mes dépenses » from what was bought)', () => {
  const priced = (
    kind: 'base' | 'booster' | 'aroma',
    priceCents: number | null,
    boughtMl: number,
    strength = 0,
  ) => ({
    kind,
    priceCents,
    boughtMl,
    strength: kind === 'booster' ? strength : null,
  });
  it('prices a litre of base, a 10 mL booster at 20 mg/mL and the aromas from the stash', () => {
    const purchase = stashPurchase(
      [
        priced('base', 1500, 1000),
        priced('base', 900, 500),
        priced('booster', 300, 20, 20),
        priced('booster', 720, 10, 72),
        priced('aroma', 590, 10),
      ],
      null,
    )!;
    expect(purchase).toEqual({
      kind: 'diy',
      baseLitrePriceCents: 1600,
      // 1 020 cents for 20 + 36 mL at 20 mg/mL.
      boosterPriceCents: 182,
      aromaPriceCents: 590,
      aromaBottleMl: 10,
      aromaPercent: 10,
    });
    expect(liquidCostPerMl(purchase, 0)).toBeCloseTo(0.9 * 1.6 + 0.1 * 59);
  });
  it('keeps the manual figures without a priced base and booster, and their aroma without a priced aroma', () => {
    const manual = {
      kind: 'diy' as const,
      baseLitrePriceCents: 2000,
      boosterPriceCents: 150,
      aromaPriceCents: 800,
      aromaBottleMl: 30,
      aromaPercent: 15,
    };
    expect(stashPurchase([priced('base', 1500, 1000), priced('booster', null, 10, 20)], manual)).toBeNull();
    expect(stashPurchase([priced('base', 1500, 1000), priced('booster', 150, 10, 20)], manual)).toEqual({
      kind: 'diy',
      baseLitrePriceCents: 1500,
      boosterPriceCents: 150,
      aromaPriceCents: 800,
      aromaBottleMl: 30,
      aromaPercent: 15,
    });
  });
  it('leaves ready-made liquid priced as the vaper chose, a stash beside it or not', () => {
    const stash = [priced('base', 1200, 500), priced('booster', 500, 50, 20), priced('aroma', 800, 30)];
    expect(stashPurchase(stash, { kind: 'bottle10', bottlePriceCents: 590 })).toBeNull();
    expect(
      stashPurchase(stash, { kind: 'shortfill50', bottlePriceCents: 1990, boosterPriceCents: 150 }),
    ).toBeNull();
    expect(stashPurchase(stash, null)?.kind).toBe('diy');
  });
});
