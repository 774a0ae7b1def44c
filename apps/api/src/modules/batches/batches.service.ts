import {
  type Batch,
  type createBatchBody,
  recipeCalculation,
  type UpdateBatchBody,
} from '@vapolib/contracts';
import {
  addDaysToDay,
  type BatchCalculation,
  type BatchFamilyId,
  batchReadyRange,
  dayIn,
  type IsoDay,
  messages,
} from '@vapolib/domain';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { stepOwnedBy } from '../nicotine/index.ts';
import { recipeOwnedBy } from '../recipes/index.ts';
import { deductForBatch, giveBackForBatch, type StashDeduction } from '../stash/index.ts';
import {
  type BatchRow,
  deleteBatchOwnedBy,
  findBatch,
  insertBatch,
  lastCalculatedBatch,
  listBatches,
  updateBatchOwnedBy,
} from './batches.repository.ts';

/** How far back a batch may be dated: a year covers the longest steeping many times over. */
const BATCH_MAX_AGE_DAYS = 365;

const today = (ctx: AppContext) => dayIn(ctx.clock.now());

function presentBatch(row: BatchRow): Batch {
  const calculation = row.mode ? recipeCalculation.safeParse({ mode: row.mode, inputs: row.inputs }) : null;
  return {
    id: row.id,
    recipe_id: row.recipeId,
    step_id: row.stepId,
    name: row.name,
    prepared_on: row.preparedOn,
    volume_ml: row.volumeMl,
    nicotine_rate: row.nicotineRate,
    flavour_family: row.flavourFamily as BatchFamilyId,
    ready_on: row.readyOn,
    ready_until: row.readyUntil,
    calculation: calculation?.success ? calculation.data : null,
    notifie: row.notifie,
    already_notified: row.alreadyNotified,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A preparation day is today or earlier, within a year. */
function checkPreparedOn(day: IsoDay, now: IsoDay) {
  if (day > now) throw new AppError(400, messages.batchDateInFuture);
  if (day < addDaysToDay(now, -BATCH_MAX_AGE_DAYS)) throw new AppError(400, messages.batchDateTooOld);
}

/**
 * When the batch is ready, from the guide. The ready-day reminder is for a day still ahead: a batch recorded
 * (or moved) so that it is already ready is never announced.
 */
function readiness(preparedOn: IsoDay, family: BatchFamilyId, now: IsoDay) {
  const range = batchReadyRange(preparedOn, family);
  return { ...range, alreadyNotified: range.readyOn <= now };
}

/**
 * The last recipe mixed: the calculation of the user's last batch made with the calculator, or null (the stash's
 * low-stock rule measures by it).
 */
export async function lastCalculation(ctx: AppContext, userId: number): Promise<BatchCalculation | null> {
  const row = await lastCalculatedBatch(ctx.db, userId);
  if (!row) return null;
  const calculation = recipeCalculation.safeParse({ mode: row.mode, inputs: row.inputs });
  return calculation.success ? (calculation.data as BatchCalculation) : null;
}

export async function myBatches(ctx: AppContext, userId: number) {
  const rows = await listBatches(ctx.db, userId);
  return { today: today(ctx), batches: rows.map(presentBatch) };
}

export async function addBatch(ctx: AppContext, userId: number, body: z.output<typeof createBatchBody>) {
  const now = today(ctx);
  const preparedOn = body.prepared_on ?? now;
  checkPreparedOn(preparedOn, now);
  const recipeId = body.recipe_id ?? null;
  if (recipeId !== null && !(await recipeOwnedBy(ctx.db, userId, recipeId)))
    throw new AppError(400, messages.batchRecipeNotFound);
  const stepId = body.step_id ?? null;
  if (stepId !== null && !(await stepOwnedBy(ctx.db, userId, stepId)))
    throw new AppError(400, messages.batchStepNotFound);
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await insertBatch(tx, {
        userId,
        recipeId,
        stepId,
        name: body.name,
        preparedOn,
        volumeMl: body.volume_ml,
        nicotineRate: body.nicotine_rate,
        flavourFamily: body.flavour_family,
        ...readiness(preparedOn, body.flavour_family, now),
        mode: body.calculation?.mode ?? null,
        inputs: body.calculation?.inputs ?? null,
        notifie: body.notifie,
        // The app's clock, like the day it is compared with when the batch is deleted.
        createdAt: ctx.clock.now(),
      });
      // Same transaction: the batch and what it took from the shelf are recorded together or not at all.
      const stash: StashDeduction | undefined =
        body.from_stash && body.calculation
          ? await deductForBatch({ ...ctx, db: tx }, userId, row.id, body.calculation)
          : undefined;
      return { message: messages.batchSaved, batch: presentBatch(row), ...(stash ? { stash } : {}) };
    });
  } catch (error) {
    // The recipe (or the step) was deleted between the check and the insert.
    if (isForeignKeyViolation(error))
      throw new AppError(400, stepId !== null ? messages.batchStepNotFound : messages.batchRecipeNotFound);
    throw error;
  }
}

export async function changeBatch(ctx: AppContext, userId: number, id: number, body: UpdateBatchBody) {
  const current = await findBatch(ctx.db, userId, id);
  if (!current) throw new AppError(404, messages.notFound);
  const now = today(ctx);
  const preparedOn = body.prepared_on ?? current.preparedOn;
  const family = body.flavour_family ?? (current.flavourFamily as BatchFamilyId);
  if (body.prepared_on !== undefined && body.prepared_on !== current.preparedOn)
    checkPreparedOn(preparedOn, now);
  const ready = readiness(preparedOn, family, now);
  const row = await updateBatchOwnedBy(ctx.db, userId, id, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.volume_ml !== undefined ? { volumeMl: body.volume_ml } : {}),
    ...(body.nicotine_rate !== undefined ? { nicotineRate: body.nicotine_rate } : {}),
    ...(body.notifie !== undefined ? { notifie: body.notifie } : {}),
    preparedOn,
    flavourFamily: family,
    readyOn: ready.readyOn,
    readyUntil: ready.readyUntil,
    // Same ready day: the reminder stays as it was (sent once, never again); a new day arms it again.
    alreadyNotified: ready.readyOn === current.readyOn ? current.alreadyNotified : ready.alreadyNotified,
  });
  if (!row) throw new AppError(404, messages.notFound);
  return { message: messages.batchUpdated, batch: presentBatch(row) };
}

/**
 * Deleting a batch the day it was recorded (Paris) is taking it back: what it took from the shelf returns. Later, the
 * bottle was made and finished: the shelf stays as it is.
 */
export async function removeBatch(ctx: AppContext, userId: number, id: number) {
  return ctx.db.transaction(async (tx) => {
    const batch = await findBatch(tx, userId, id);
    if (!batch) throw new AppError(404, messages.notFound);
    const sameDay = dayIn(batch.createdAt) === today(ctx);
    const givenBack = sameDay ? await giveBackForBatch({ ...ctx, db: tx }, userId, id) : [];
    if (!(await deleteBatchOwnedBy(tx, userId, id))) throw new AppError(404, messages.notFound);
    return { message: givenBack.length > 0 ? messages.batchDeletedGivenBack : messages.batchDeleted };
  });
}

/** The batches part of the data export. */
export function exportFor(ctx: AppContext, userId: number) {
  return listBatches(ctx.db, userId);
}
