import {
  liquidPurchase,
  type SpendingOverview,
  type SpendingProfileDto,
  type SpendingUsageDto,
  spendingProfileBody,
} from '@vapolib/contracts';
import {
  currentStep,
  dayIn,
  messages,
  type PricedBottle,
  spendingSummary,
  stashPurchase,
} from '@vapolib/domain';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { slipsByDay } from '../coach/index.ts';
import { listCoils } from '../devices/index.ts';
import { findPlan, listLogs, listSteps } from '../nicotine/index.ts';
import { pricedBottlesOf } from '../stash/index.ts';
import {
  findSpendingProfile,
  type SpendingProfileRow,
  spendingDataOf,
  upsertSpendingProfile,
} from './spending.repository.ts';

type SpendingProfileInput = z.output<typeof spendingProfileBody>;

/** The stored purchase was validated on the way in; the schema gives it its type back (null if unreadable). */
function presentProfile(row: SpendingProfileRow): SpendingProfileDto {
  const purchase = liquidPurchase.safeParse(row.liquidPurchase);
  return {
    vapingSince: row.vapingSince,
    liquidPurchase: purchase.success ? purchase.data : null,
    coilPriceCents: row.coilPriceCents,
    cigarettesPerDay: row.cigarettesPerDay,
    packPriceCents: row.packPriceCents,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The logs, coils and plan the figures come from (read through their modules' repositories). */
async function usageOf(ctx: AppContext, userId: number): Promise<SpendingUsageDto> {
  const [logs, coils, plan, slips] = await Promise.all([
    listLogs(ctx.db, userId),
    listCoils(ctx.db, userId),
    findPlan(ctx.db, userId),
    slipsByDay(ctx, userId),
  ]);
  const steps = plan ? await listSteps(ctx.db, plan.id) : [];
  return {
    today: dayIn(ctx.clock.now()),
    logs,
    coils: coils.map((coil) => ({ dateInstallation: coil.dateInstallation, duree: coil.duree })),
    plan: plan ? { dailyAvgMl: plan.dailyAvgMl, rate: currentStep(steps)?.rate ?? plan.targetRate } : null,
    slips,
  };
}

/**
 * The figures, home mixing priced from the stash when its base and booster have a price (what was bought, typed
 * once); the profile's manual figures otherwise.
 */
function overview(
  row: SpendingProfileRow | undefined,
  usage: SpendingUsageDto,
  bottles: readonly PricedBottle[],
): SpendingOverview {
  const profile = row ? presentProfile(row) : null;
  const input = profile ?? spendingProfileBody.parse({});
  const fromStash = stashPurchase(bottles, input.liquidPurchase);
  const summary = spendingSummary(fromStash ? { ...input, liquidPurchase: fromStash } : input, usage);
  return { profile, usage, summary, ...(fromStash ? { liquidFromStash: true } : {}) };
}

export async function mySpending(ctx: AppContext, userId: number): Promise<SpendingOverview> {
  const [row, usage, bottles] = await Promise.all([
    findSpendingProfile(ctx.db, userId),
    usageOf(ctx, userId),
    pricedBottlesOf(ctx, userId),
  ]);
  return overview(row, usage, bottles);
}

export async function saveMySpending(ctx: AppContext, userId: number, body: SpendingProfileInput) {
  if (body.vapingSince !== null && body.vapingSince > dayIn(ctx.clock.now()))
    throw new AppError(400, messages.spendingDateInvalid);
  const row = await upsertSpendingProfile(ctx.db, userId, body);
  const [usage, bottles] = await Promise.all([usageOf(ctx, userId), pricedBottlesOf(ctx, userId)]);
  return { message: messages.spendingSaved, ...overview(row, usage, bottles) };
}

/** The spending profile part of the data export. */
export function exportFor(ctx: AppContext, userId: number) {
  return spendingDataOf(ctx.db, userId);
}
