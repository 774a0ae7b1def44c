import { type NextBottle as NextBottleAnswer, recipeCalculation } from '@vapolib/contracts';
import {
  type BatchFamilyId,
  dayIn,
  type IsoDay,
  isBatchFamilyId,
  type NextBottle,
  type NextBottleInput,
  needsOf,
  nextBottles,
  shoppingList,
  type UsualCandidate,
} from '@vapolib/domain';
import type { AppContext } from '../../lib/context.ts';
import { listBatches } from '../batches/index.ts';
import { findPlan, listLogs, listSteps } from '../nicotine/index.ts';
import { lastRecipe } from '../recipes/index.ts';
import { shelfOf } from '../stash/index.ts';

/** How many of the next steps the shopping list covers (the next bottle and the one after). */
const SHOPPING_STEPS = 2;

const today = (ctx: AppContext) => dayIn(ctx.clock.now());

/** A stored mode and inputs as the calculator's, or null when they no longer read as one. */
function calculationOf(mode: string | null, inputs: unknown) {
  if (!mode) return null;
  const parsed = recipeCalculation.safeParse({ mode, inputs });
  return parsed.success ? parsed.data : null;
}

/** What the rule reads: the plan's steps, the logs, the usual recipe's candidates and the batches made for a step. */
async function inputOf(ctx: AppContext, userId: number): Promise<NextBottleInput | null> {
  const plan = await findPlan(ctx.db, userId);
  if (!plan) return null;
  const [steps, logs, recipe, batches] = await Promise.all([
    listSteps(ctx.db, plan.id),
    listLogs(ctx.db, userId),
    lastRecipe(ctx.db, userId),
    listBatches(ctx.db, userId),
  ]);
  const usual: UsualCandidate[] = [];
  const recipeCalc = recipe ? calculationOf(recipe.mode, recipe.inputs) : null;
  if (recipe && recipeCalc)
    usual.push({
      source: 'recipe',
      name: recipe.name,
      calculation: recipeCalc,
      at: recipe.updatedAt.toISOString(),
    });
  const lastBatch = batches
    .filter((batch) => calculationOf(batch.mode, batch.inputs) !== null)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)[0];
  if (lastBatch)
    usual.push({
      source: 'batch',
      name: lastBatch.name,
      calculation: calculationOf(lastBatch.mode, lastBatch.inputs)!,
      family: isBatchFamilyId(lastBatch.flavourFamily) ? (lastBatch.flavourFamily as BatchFamilyId) : null,
      at: lastBatch.createdAt.toISOString(),
    });
  return {
    steps: steps.map((step) => ({ ...step, start: step.start as IsoDay, end: step.end as IsoDay })),
    planDailyMl: plan.dailyAvgMl,
    logs: logs.map((log) => ({ date: log.date as IsoDay, ml: log.ml })),
    usual,
    made: batches
      .filter((batch) => batch.stepId !== null)
      .map((batch) => ({
        stepId: batch.stepId,
        preparedOn: batch.preparedOn as IsoDay,
        readyOn: batch.readyOn as IsoDay,
      })),
    today: today(ctx),
  };
}

function present(bottle: NextBottle): NextBottleAnswer {
  return {
    step_id: bottle.stepId,
    step: bottle.step,
    rate: bottle.rate,
    step_start: bottle.stepStart,
    step_days: bottle.stepDays,
    ml_per_day: bottle.mlPerDay,
    ml_per_day_source: bottle.mlPerDaySource,
    needed_ml: bottle.neededMl,
    volume_ml: bottle.volumeMl,
    bottles: bottle.bottles,
    flavour_family: bottle.family,
    steeping_days: bottle.steepingDays,
    mix_by: bottle.mixBy,
    status: bottle.status,
    calculation: bottle.calculation as NextBottleAnswer['calculation'],
    recipe: bottle.recipe,
    made: bottle.madeOn ? { prepared_on: bottle.madeOn.preparedOn, ready_on: bottle.madeOn.readyOn } : null,
  };
}

/** « Le flacon de la prochaine étape »: null without a plan, or when the current step is the last. */
export async function myNextBottle(ctx: AppContext, userId: number) {
  const input = await inputOf(ctx, userId);
  const bottle = input ? (nextBottles(input, 1)[0] ?? null) : null;
  return { today: today(ctx), bottle: bottle ? present(bottle) : null };
}

/** The shopping list: the next bottles not yet made, minus the shelf, with the last price paid. */
export async function myShoppingList(ctx: AppContext, userId: number) {
  const input = await inputOf(ctx, userId);
  const bottles = input
    ? nextBottles(input, SHOPPING_STEPS).filter((bottle) => bottle.status !== 'made')
    : [];
  if (bottles.length === 0) return { bottles: [], items: [] };
  const shelf = await shelfOf(ctx, userId);
  const items = shoppingList(needsOf(bottles), shelf);
  return {
    bottles: bottles.map((bottle) => ({
      step: bottle.step,
      rate: bottle.rate,
      volume_ml: bottle.volumeMl,
      bottles: bottle.bottles,
    })),
    items: items.map((item) => ({
      label: item.label,
      kind: item.kind,
      ml: item.ml,
      last_price: item.lastPrice
        ? { price_cents: item.lastPrice.priceCents, bought_ml: item.lastPrice.boughtMl }
        : null,
    })),
  };
}
