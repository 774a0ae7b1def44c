import type { BatchCalculation } from './batches.ts';
import {
  type MixNeeds,
  mixNeeds,
  planDeduction,
  type StashBottle,
  type StashKind,
  sameAromaName,
  scaleNeeds,
} from './stash.ts';

/**
 * The shopping list (issue 30 §1): what the next bottles need, minus the shelf, with the last price paid. Pure: the
 * server answers it, the tests walk its tables.
 */

/** A bottle on the shelf with what it cost when bought (the latest bought is the highest id). */
export interface PricedStashBottle extends StashBottle {
  priceCents: number | null;
  boughtMl: number;
}

export interface ShoppingItem {
  /** « Booster 20 mg/mL », « Arôme Vanille », « PG », « Base 30/70 ». */
  label: string;
  kind: StashKind;
  /** mL missing, rounded up to the tenth. */
  ml: number;
  /** What the last bottle of it cost, for how many mL; null when none was bought with a price. */
  lastPrice: { priceCents: number; boughtMl: number } | null;
}

/** Two needs poured from the same shelf: each list summed (boosters by strength, aromas by name). */
export function addNeeds(a: MixNeeds, b: MixNeeds): MixNeeds {
  const boosters = [...a.boosters];
  for (const booster of b.boosters) {
    const same = boosters.findIndex((item) => Math.abs(item.strength - booster.strength) < 0.01);
    if (same >= 0) boosters[same] = { ...boosters[same]!, ml: boosters[same]!.ml + booster.ml };
    else boosters.push(booster);
  }
  const aromas = [...a.aromas];
  for (const aroma of b.aromas) {
    const same = aromas.findIndex(
      (item) => item.name !== null && aroma.name !== null && sameAromaName(item.name, aroma.name),
    );
    if (same >= 0) aromas[same] = { ...aromas[same]!, ml: aromas[same]!.ml + aroma.ml };
    else aromas.push(aroma);
  }
  return {
    boosters,
    aromas,
    base: { pgMl: a.base.pgMl + b.base.pgMl, vgMl: a.base.vgMl + b.base.vgMl },
  };
}

const NO_NEEDS: MixNeeds = { boosters: [], aromas: [], base: { pgMl: 0, vgMl: 0 } };

/** What `bottles` mixes of each calculation pour, all together. */
export function needsOf(mixes: readonly { calculation: BatchCalculation; bottles: number }[]): MixNeeds {
  return mixes.reduce((total, mix) => {
    const needs = mixNeeds(mix.calculation);
    return needs ? addNeeds(total, scaleNeeds(needs, mix.bottles)) : total;
  }, NO_NEEDS);
}

/** The bottles a shortfall's label speaks of (the same matching as the deduction's). */
function fits(label: string, kind: StashKind, bottle: StashBottle): boolean {
  if (bottle.kind !== kind) return false;
  if (kind === 'booster') {
    const strength = Number(/^Booster (.+) mg\/mL$/.exec(label)?.[1]);
    return Math.abs((bottle.strength ?? -1) - strength) < 0.01;
  }
  if (kind === 'aroma') return sameAromaName(bottle.name, label.replace(/^Arôme /, ''));
  if (label === 'PG') return bottle.pg === 100;
  if (label === 'VG') return bottle.pg === 0;
  const pg = Number(/^Base (\d+)\//.exec(label)?.[1]);
  return bottle.pg !== null && Math.abs(bottle.pg - pg) < 0.5;
}

/**
 * What to buy: the needs the shelf cannot meet (the deduction's own shortfall, so « Puis-je le faire ? » and the
 * list agree), each with the price of the last bottle of it bought with a price.
 */
export function shoppingList(needs: MixNeeds, shelf: readonly PricedStashBottle[]): ShoppingItem[] {
  const { short } = planDeduction(shelf, needs);
  return short.map((item) => {
    const priced = shelf
      .filter((bottle) => bottle.priceCents !== null && fits(item.label, item.kind, bottle))
      .sort((a, b) => b.id - a.id)[0];
    return {
      label: item.label,
      kind: item.kind,
      ml: Math.ceil(item.ml * 10 - 1e-9) / 10,
      lastPrice: priced ? { priceCents: priced.priceCents!, boughtMl: priced.boughtMl } : null,
    };
  });
}
