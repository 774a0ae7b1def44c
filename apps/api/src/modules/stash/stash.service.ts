import type {
  CreateStashItemBody,
  createStashItemBody,
  StashItem,
  UpdateStashItemBody,
} from '@vapolib/contracts';
import {
  type BatchCalculation,
  dayIn,
  type LowStockReason,
  lowStock,
  messages,
  mixNeeds,
  type PricedStashBottle,
  planDeduction,
  type Shortfall,
  type StashBottle,
} from '@vapolib/domain';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import {
  deleteStashItemOwnedBy,
  findStashItem,
  giveBackUses,
  insertStashItem,
  lastUses,
  listStash,
  lockStash,
  pricedBottles,
  type StashRow,
  stashExport,
  takeFromItem,
  updateStashItemOwnedBy,
} from './stash.repository.ts';

const hundredth = (value: number) => Math.round(value * 100) / 100;

/** The last recipe mixed (the batches module answers; app.ts hands it in, the batches module depending on this one). */
export type LastRecipe = (ctx: AppContext, userId: number) => Promise<BatchCalculation | null>;

function presentItem(
  row: StashRow,
  lastTaken: number | undefined,
  low: LowStockReason | undefined,
): StashItem {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    aroma_id: row.aromaId,
    pg: row.pg,
    strength: row.strength,
    volume_ml: hundredth(row.volumeMl),
    bought_ml: hundredth(row.boughtMl),
    bottle_ml: row.bottleMl,
    price_cents: row.priceCents,
    opened_on: row.openedOn,
    last_taken_ml: lastTaken === undefined ? null : hundredth(lastTaken),
    low: low !== undefined,
    low_reason: low ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const asBottle = (row: StashRow): StashBottle => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  pg: row.pg,
  strength: row.strength,
  volumeMl: row.volumeMl,
});

/** The given bottles as the API shows them, low stock measured on the whole shelf at the last recipe. */
async function present(ctx: AppContext, userId: number, lastRecipe: LastRecipe, only?: ReadonlySet<number>) {
  const [rows, recipe] = await Promise.all([listStash(ctx.db, userId), lastRecipe(ctx, userId)]);
  const low = lowStock(
    rows.map((row) => ({ ...asBottle(row), boughtMl: row.boughtMl })),
    recipe ? mixNeeds(recipe) : null,
  );
  const shown = only ? rows.filter((row) => only.has(row.id)) : rows;
  const last = await lastUses(
    ctx.db,
    userId,
    shown.map((row) => row.id),
  );
  return shown.map((row) => presentItem(row, last.get(row.id), low.get(row.id)));
}

export async function myStash(ctx: AppContext, userId: number, lastRecipe: LastRecipe) {
  return { items: await present(ctx, userId, lastRecipe) };
}

async function presentOne(ctx: AppContext, userId: number, lastRecipe: LastRecipe, row: StashRow) {
  const [item] = await present(ctx, userId, lastRecipe, new Set([row.id]));
  return item!;
}

function checkOpenedOn(ctx: AppContext, day: string | null | undefined) {
  if (day && day > dayIn(ctx.clock.now())) throw new AppError(400, messages.stashOpenedInvalid);
}

function defaultName(body: CreateStashItemBody) {
  if (body.kind === 'base') return `Base ${body.pg}/${100 - body.pg}`;
  if (body.kind === 'booster') return `Booster ${body.strength} mg/mL`;
  return body.name;
}

export async function addStashItem(
  ctx: AppContext,
  userId: number,
  body: z.output<typeof createStashItemBody>,
  lastRecipe: LastRecipe,
) {
  if (body.kind === 'aroma') checkOpenedOn(ctx, body.opened_on);
  const bought = body.bought_ml ?? body.volume_ml;
  if (bought <= 0 || body.volume_ml > bought) throw new AppError(400, messages.stashBoughtInvalid);
  try {
    const row = await insertStashItem(ctx.db, {
      userId,
      kind: body.kind,
      name: body.name?.trim() || defaultName(body),
      aromaId: body.kind === 'aroma' ? (body.aroma_id ?? null) : null,
      pg: body.kind === 'aroma' ? null : body.pg,
      strength: body.kind === 'booster' ? body.strength : null,
      bottleMl: body.kind === 'booster' ? body.bottle_ml : null,
      openedOn: body.kind === 'aroma' ? (body.opened_on ?? null) : null,
      volumeMl: body.volume_ml,
      boughtMl: bought,
      priceCents: body.price_cents ?? null,
    });
    return { message: messages.stashItemSaved, item: await presentOne(ctx, userId, lastRecipe, row) };
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError(400, messages.stashAromaNotFound);
    throw error;
  }
}

/** The fields each kind has: one that does not apply is refused rather than silently kept aside. */
const fieldsOf: Record<StashRow['kind'], readonly (keyof UpdateStashItemBody)[]> = {
  base: ['pg'],
  booster: ['pg', 'strength', 'bottle_ml'],
  aroma: ['opened_on'],
};
const kindFields = ['pg', 'strength', 'bottle_ml', 'opened_on'] as const;

export async function changeStashItem(
  ctx: AppContext,
  userId: number,
  id: number,
  body: UpdateStashItemBody,
  lastRecipe: LastRecipe,
) {
  const current = await findStashItem(ctx.db, userId, id);
  if (!current) throw new AppError(404, messages.notFound);
  for (const field of kindFields)
    if (body[field] !== undefined && !fieldsOf[current.kind].includes(field))
      throw new AppError(400, messages.stashFieldNotForKind);
  checkOpenedOn(ctx, body.opened_on);
  const volume = body.volume_ml ?? current.volumeMl;
  // More left than bought: a refill, so bought rises with it.
  const bought = Math.max(body.bought_ml ?? current.boughtMl, volume);
  const row = await updateStashItemOwnedBy(ctx.db, userId, id, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.volume_ml !== undefined ? { volumeMl: body.volume_ml } : {}),
    ...(body.price_cents !== undefined ? { priceCents: body.price_cents } : {}),
    ...(body.pg !== undefined ? { pg: body.pg } : {}),
    ...(body.strength !== undefined ? { strength: body.strength } : {}),
    ...(body.bottle_ml !== undefined ? { bottleMl: body.bottle_ml } : {}),
    ...(body.opened_on !== undefined ? { openedOn: body.opened_on } : {}),
    boughtMl: bought,
  });
  if (!row) throw new AppError(404, messages.notFound);
  return { message: messages.stashItemUpdated, item: await presentOne(ctx, userId, lastRecipe, row) };
}

export async function removeStashItem(ctx: AppContext, userId: number, id: number) {
  if (!(await deleteStashItemOwnedBy(ctx.db, userId, id))) throw new AppError(404, messages.notFound);
  return { message: messages.stashItemDeleted };
}

export interface StashDeduction {
  taken: { item_id: number; name: string; ml: number }[];
  short: Shortfall[];
}

/**
 * Takes what a batch used from the shelf. `ctx.db` is the batch's transaction: the bottles are locked, the plan is
 * made on what they hold now, and each is lowered relative to itself; never below zero, what was missing is said.
 */
export async function deductForBatch(
  ctx: AppContext,
  userId: number,
  batchId: number,
  calculation: BatchCalculation,
): Promise<StashDeduction> {
  const needs = mixNeeds(calculation);
  if (!needs) return { taken: [], short: [] };
  const rows = await lockStash(ctx.db, userId);
  if (rows.length === 0) return { taken: [], short: [] };
  const plan = planDeduction(rows.map(asBottle), needs);
  for (const take of plan.takes) await takeFromItem(ctx.db, userId, batchId, take.id, take.ml);
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return {
    taken: plan.takes.map((take) => ({
      item_id: take.id,
      name: names.get(take.id)!,
      ml: hundredth(take.ml),
    })),
    short: plan.short,
  };
}

/** Gives back what a batch took (its deletion the day it was recorded). `ctx.db` is the batch's transaction. */
export async function giveBackForBatch(ctx: AppContext, userId: number, batchId: number) {
  await lockStash(ctx.db, userId);
  return giveBackUses(ctx.db, userId, batchId);
}

/** « Puis-je le faire ? »: what the shelf lacks for a mix, in mL (nothing taken). */
export async function whatIsMissing(ctx: AppContext, userId: number, calculation: BatchCalculation) {
  const needs = mixNeeds(calculation);
  if (!needs) return { possible: false, short: [] };
  const rows = await listStash(ctx.db, userId);
  const plan = planDeduction(rows.map(asBottle), needs);
  return { possible: plan.short.length === 0, short: plan.short };
}

/** The bottles bought and their prices: « Mes dépenses » prices home mixing from them. */
export function pricedBottlesOf(ctx: AppContext, userId: number) {
  return pricedBottles(ctx.db, userId);
}

/** The shelf with what each bottle cost, for the shopping list (the next-bottle module asks). */
export async function shelfOf(ctx: AppContext, userId: number): Promise<PricedStashBottle[]> {
  const rows = await listStash(ctx.db, userId);
  return rows.map((row) => ({ ...asBottle(row), priceCents: row.priceCents, boughtMl: row.boughtMl }));
}

/** The stash part of the data export. */
export function exportFor(ctx: AppContext, userId: number) {
  return stashExport(ctx.db, userId);
}
