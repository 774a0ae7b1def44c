import type { BatchCalculation } from './batches.ts';
import { computePrecise } from './precise-mix.ts';
import { computeQuick, type PgVgRatio, QUICK_BOOSTER_MG_ML } from './quick-mix.ts';
import { computeShortfill, SHORTFILL_BOOSTER } from './shortfill.ts';
import { DEFAULT_AROMA_PERCENT, type LiquidPurchase } from './spending.ts';

/**
 * « Mon stock » (issue 30 §1): what a mix takes from the shelf. Pure: the server runs it on rows it has locked,
 * the web on its cached stash (« Puis-je le faire ? »), with the same answer.
 */

export const stashKinds = ['base', 'booster', 'aroma'] as const;
export type StashKind = (typeof stashKinds)[number];

/** A bottle on the shelf, as the rules need it. */
export interface StashBottle {
  id: number;
  kind: StashKind;
  name: string;
  /** PG percent of a base or a booster; null for an aroma. */
  pg: number | null;
  /** mg/mL of a booster; null otherwise. */
  strength: number | null;
  /** mL left. */
  volumeMl: number;
}

/** What a mix pours, in mL. */
export interface MixNeeds {
  boosters: { strength: number; ml: number }[];
  /** An aroma without a name (the quick mode's) cannot be told apart on the shelf: it is not counted. */
  aromas: { name: string | null; ml: number }[];
  /** The base: the PG and the VG it brings (the quick mode's base at its ratio, the precise mode's PG and VG). */
  base: { pgMl: number; vgMl: number };
}

/** A thousandth of a mL: below this, nothing is taken nor missing. */
const EPSILON = 1e-3;
const hundredth = (value: number) => Math.round(value * 100) / 100;

/** PG percent of the quick mode's ratios ("100" is 100 % VG). */
const quickRatioPg: Record<PgVgRatio, number> = { '70/30': 70, '50/50': 50, '30/70': 30, '100': 0 };

/** What the calculator says to pour (its shown amounts), or null while the mix has no result. */
export function mixNeeds(calculation: BatchCalculation): MixNeeds | null {
  if (calculation.mode === 'quick') {
    const result = computeQuick(calculation.inputs);
    if (result.base === null || result.booster === null || result.arome === null) return null;
    const pg = quickRatioPg[calculation.inputs.ratio];
    return {
      boosters: result.booster > 0 ? [{ strength: QUICK_BOOSTER_MG_ML, ml: result.booster }] : [],
      aromas: result.arome > 0 ? [{ name: null, ml: result.arome }] : [],
      base: { pgMl: (result.base * pg) / 100, vgMl: (result.base * (100 - pg)) / 100 },
    };
  }
  if (calculation.mode === 'precise') {
    const result = computePrecise(calculation.inputs);
    if (result.ingredients.length === 0) return null;
    const ml = (kind: string) => result.ingredients.find((item) => item.kind === kind)?.ml ?? 0;
    const booster = ml('booster');
    return {
      boosters: booster > 0 ? [{ strength: calculation.inputs.boosterStrength, ml: booster }] : [],
      aromas: result.ingredients
        .map((item, index) => ({ item, index }))
        .filter(({ item }) => item.kind === 'aroma' && item.ml > 0)
        .map(({ item, index }) => ({
          name: calculation.inputs.aromas[index - 1]?.name?.trim() || null,
          ml: item.ml,
        })),
      base: { pgMl: ml('pg'), vgMl: ml('vg') },
    };
  }
  const result = computeShortfill(calculation.inputs);
  if (result.boosters === null) return null;
  // The shortfill bottle itself is bought ready to top up: only its boosters come from the shelf.
  return {
    boosters:
      result.boosters > 0
        ? [{ strength: SHORTFILL_BOOSTER.strength, ml: result.boosters * SHORTFILL_BOOSTER.ml }]
        : [],
    aromas: [],
    base: { pgMl: 0, vgMl: 0 },
  };
}

/** The same mix, `times` over (two bottles, a step's worth). */
export function scaleNeeds(needs: MixNeeds, times: number): MixNeeds {
  return {
    boosters: needs.boosters.map((item) => ({ ...item, ml: item.ml * times })),
    aromas: needs.aromas.map((item) => ({ ...item, ml: item.ml * times })),
    base: { pgMl: needs.base.pgMl * times, vgMl: needs.base.vgMl * times },
  };
}

export interface Shortfall {
  /** What is missing, in French: « Booster 20 mg/mL », « Arôme Vanille », « PG », « Base 30/70 ». */
  label: string;
  kind: StashKind;
  ml: number;
}

export interface Deduction {
  /** mL taken from each bottle (none above what it had, none at 0). */
  takes: { id: number; ml: number }[];
  /** What the shelf did not have. */
  short: Shortfall[];
}

/** Aroma names compared as a reader would: case, accents and spaces aside. */
export const sameAromaName = (a: string, b: string) => {
  const key = (name: string) =>
    name
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim();
  return key(a) === key(b);
};

const pgLabel = (pg: number) => `${Math.round(pg)}/${100 - Math.round(pg)}`;

/**
 * What a mix takes from the shelf: each need from the bottles that fit it, the fullest-used first (the opened
 * bottle with the least left is finished before a new one is started), never more than a bottle holds; what is
 * left unmet is the shortfall. Boosters fit by strength, aromas by name, the base by its ratio first, then pure
 * PG and pure VG for their parts, then any other mixed base (the closest ratio first: a 50/50 base poured where the
 * precise mode says 7,5 mL of PG and 10,5 mL of VG is what was used).
 */
export function planDeduction(bottles: readonly StashBottle[], needs: MixNeeds): Deduction {
  const left = new Map(bottles.map((bottle) => [bottle.id, Math.max(0, bottle.volumeMl)]));
  const taken = new Map<number, number>();
  const short: Shortfall[] = [];
  const ordered = [...bottles].sort((a, b) => a.volumeMl - b.volumeMl || a.id - b.id);
  /** Takes up to `ml` from the bottles that fit; answers what is still missing. */
  const take = (fits: (bottle: StashBottle) => boolean, ml: number) => {
    let missing = ml;
    for (const bottle of ordered) {
      if (missing <= EPSILON) break;
      if (!fits(bottle)) continue;
      const amount = Math.min(left.get(bottle.id)!, missing);
      if (amount <= 0) continue;
      left.set(bottle.id, left.get(bottle.id)! - amount);
      taken.set(bottle.id, (taken.get(bottle.id) ?? 0) + amount);
      missing -= amount;
    }
    return missing > EPSILON ? missing : 0;
  };
  const miss = (label: string, kind: StashKind, ml: number) => {
    if (ml > EPSILON) short.push({ label, kind, ml: hundredth(ml) });
  };

  for (const booster of needs.boosters) {
    const strengthFits = (bottle: StashBottle) =>
      bottle.kind === 'booster' && Math.abs((bottle.strength ?? -1) - booster.strength) < 0.01;
    miss(`Booster ${booster.strength} mg/mL`, 'booster', take(strengthFits, booster.ml));
  }
  for (const aroma of needs.aromas) {
    if (aroma.name === null) continue;
    const name = aroma.name;
    miss(
      `Arôme ${name}`,
      'aroma',
      take((bottle) => bottle.kind === 'aroma' && sameAromaName(bottle.name, name), aroma.ml),
    );
  }
  const { pgMl, vgMl } = needs.base;
  const total = pgMl + vgMl;
  if (total > EPSILON) {
    const ratio = (pgMl / total) * 100;
    const isBase = (pg: (value: number) => boolean) => (bottle: StashBottle) =>
      bottle.kind === 'base' && bottle.pg !== null && pg(bottle.pg);
    const rest = take(
      isBase((pg) => Math.abs(pg - ratio) < 0.5),
      total,
    );
    let pgRest = take(
      isBase((pg) => pg === 100),
      (rest * ratio) / 100,
    );
    let vgRest = take(
      isBase((pg) => pg === 0),
      (rest * (100 - ratio)) / 100,
    );
    // Then any other base, the closest ratio first: the vaper poured the base they had.
    const unmet = pgRest + vgRest;
    if (unmet > 0) {
      ordered.sort(
        (a, b) => Math.abs((a.pg ?? 0) - ratio) - Math.abs((b.pg ?? 0) - ratio) || a.volumeMl - b.volumeMl,
      );
      // Pure PG and pure VG never stand in for each other.
      const still = take(
        isBase((pg) => pg > 0 && pg < 100),
        unmet,
      );
      pgRest *= still / unmet;
      vgRest *= still / unmet;
    }
    const hasPure = bottles.some(
      (bottle) => bottle.kind === 'base' && (bottle.pg === 0 || bottle.pg === 100),
    );
    if (hasPure || ratio < 0.5 || ratio > 99.5) {
      miss('PG', 'base', pgRest);
      miss('VG', 'base', vgRest);
    } else miss(`Base ${pgLabel(ratio)}`, 'base', pgRest + vgRest);
  }
  return {
    takes: [...taken].map(([id, ml]) => ({ id, ml })).filter((item) => item.ml > 0),
    short,
  };
}

/** Cost per mL of what was bought (price paid over the bottle's volume), or null without a price. */
export function stashCostPerMl(item: { priceCents: number | null; boughtMl: number }): number | null {
  if (item.priceCents === null || item.boughtMl <= 0) return null;
  return item.priceCents / item.boughtMl;
}

/** A bottle bought, as « Mes dépenses » reads it. */
export interface PricedBottle {
  kind: StashKind;
  strength: number | null;
  priceCents: number | null;
  boughtMl: number;
}

/** The aroma bottle the stash's price per mL is written for (the contract's `aromaBottleMl`). */
const STASH_AROMA_BOTTLE_ML = 10;

/**
 * Home mixing priced from what was bought (issue 30 §1): the base's price per litre, a 10 mL booster at 20 mg/mL
 * (a stronger booster counts for the nicotine it holds) and the aromas' price per mL, each averaged over the priced
 * bottles. Null unless a base and a booster have a price: the manual figures stay for those without a stash. The
 * aroma dosage (and, without a priced aroma, its price) comes from the manual figures when there are some.
 * Null too when the vaper said they buy ready-made liquid (10 mL bottles, shortfills): a stash beside it does not
 * make their vaping home mixing, and the screen must price what they chose (walk of issue 26).
 */
export function stashPurchase(
  bottles: readonly PricedBottle[],
  manual: LiquidPurchase | null,
): Extract<LiquidPurchase, { kind: 'diy' }> | null {
  if (manual && manual.kind !== 'diy') return null;
  const priced = bottles.filter((bottle) => bottle.priceCents !== null && bottle.boughtMl > 0);
  const sum = (kind: StashKind, ml: (bottle: PricedBottle) => number) => {
    const mine = priced.filter((bottle) => bottle.kind === kind);
    const volume = mine.reduce((total, bottle) => total + ml(bottle), 0);
    return volume > 0 ? mine.reduce((total, bottle) => total + bottle.priceCents!, 0) / volume : null;
  };
  const basePerMl = sum('base', (bottle) => bottle.boughtMl);
  const boosterPer20MgMl = sum('booster', (bottle) => (bottle.boughtMl * (bottle.strength ?? 0)) / 20);
  if (basePerMl === null || boosterPer20MgMl === null) return null;
  const aromaPerMl = sum('aroma', (bottle) => bottle.boughtMl);
  const diy = manual?.kind === 'diy' ? manual : null;
  return {
    kind: 'diy',
    baseLitrePriceCents: Math.round(basePerMl * 1000),
    boosterPriceCents: Math.round(boosterPer20MgMl * 10),
    aromaPriceCents:
      aromaPerMl !== null ? Math.round(aromaPerMl * STASH_AROMA_BOTTLE_ML) : (diy?.aromaPriceCents ?? 0),
    aromaBottleMl:
      aromaPerMl !== null ? STASH_AROMA_BOTTLE_ML : (diy?.aromaBottleMl ?? STASH_AROMA_BOTTLE_ML),
    aromaPercent: diy?.aromaPercent ?? DEFAULT_AROMA_PERCENT,
  };
}
