import { type MixNeeds, planDeduction, type StashBottle, scaleNeeds } from './stash.ts';

/**
 * Low stock (issue 30 §1, decision 0177): a bottle is flagged when the shelf holds less than two batches' worth of
 * what it is for, at the last recipe (the last batch's calculation, through `mixNeeds`). A bottle the last recipe
 * does not use (no batch yet, a quick mix's aroma without a name, another recipe's aroma) is flagged when less than
 * a fifth of what was bought is left. An empty bottle is always flagged.
 */

/** How many batches like the last the shelf should hold. */
export const LOW_STOCK_BATCHES = 2;
/** Without a recipe to measure by: the share of the bottle bought under which it is low. */
export const LOW_STOCK_SHARE = 0.2;

/** Why a bottle is low: empty, under two batches like the last, or under a fifth of what was bought. */
export type LowStockReason = 'empty' | 'last-recipe' | 'bought-share';
export const lowStockReasons = ['empty', 'last-recipe', 'bought-share'] as const;

/** A bottle as the low-stock rule reads it: with what was bought. */
export interface StockedBottle extends StashBottle {
  boughtMl: number;
}

/** A thousandth of a mL, as in the deduction. */
const EPSILON = 1e-3;

/** Each need of a mix on its own: a booster, a named aroma, the base. */
function singleNeeds(needs: MixNeeds): MixNeeds[] {
  const none = { boosters: [], aromas: [], base: { pgMl: 0, vgMl: 0 } };
  return [
    ...needs.boosters.map((booster) => ({ ...none, boosters: [booster] })),
    ...needs.aromas.filter((aroma) => aroma.name !== null).map((aroma) => ({ ...none, aromas: [aroma] })),
    ...(needs.base.pgMl + needs.base.vgMl > EPSILON ? [{ ...none, base: needs.base }] : []),
  ];
}

/** Whether a bottle can serve a need at all (it would be poured from if it were full). */
function serves(bottle: StashBottle, need: MixNeeds): boolean {
  return planDeduction([{ ...bottle, volumeMl: 1e6 }], need).takes.length > 0;
}

/**
 * The low bottles of a shelf and why, given the last recipe's needs (null without a batch yet, or when the last
 * batch's mix has no result). Bottles not in the answer are not low.
 */
export function lowStock(
  bottles: readonly StockedBottle[],
  lastNeeds: MixNeeds | null,
): Map<number, LowStockReason> {
  const low = new Map<number, LowStockReason>();
  const measured = new Set<number>();
  for (const need of lastNeeds ? singleNeeds(lastNeeds) : []) {
    const mine = bottles.filter((bottle) => serves(bottle, need));
    if (mine.length === 0) continue;
    for (const bottle of mine) measured.add(bottle.id);
    // Two batches' worth, poured from the bottles that serve this need: short means low, for the bottles emptied.
    const plan = planDeduction(mine, scaleNeeds(need, LOW_STOCK_BATCHES));
    if (plan.short.length === 0) continue;
    const taken = new Map(plan.takes.map((take) => [take.id, take.ml]));
    for (const bottle of mine)
      if ((taken.get(bottle.id) ?? 0) >= bottle.volumeMl - EPSILON) low.set(bottle.id, 'last-recipe');
  }
  for (const bottle of bottles) {
    if (bottle.volumeMl <= EPSILON) low.set(bottle.id, 'empty');
    else if (!measured.has(bottle.id) && bottle.volumeMl < LOW_STOCK_SHARE * bottle.boughtMl)
      low.set(bottle.id, 'bought-share');
  }
  return low;
}

/** What the flag says, in French (the stash's badge, the /home card). */
export const lowStockTexts: Record<LowStockReason, string> = {
  empty: 'Vide',
  'last-recipe': 'Moins de deux mélanges comme le dernier',
  'bought-share': 'Moins d’un cinquième du flacon',
};
