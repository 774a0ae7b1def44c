import type {
  CravingDto,
  CravingsOverview,
  cravingBody,
  SlipDto,
  SmokeFreeClockDto,
  slipBody,
} from '@vapolib/contracts';
import {
  type CravingHelp,
  type CravingTrigger,
  coachMessages,
  cravingMonth,
  dayIn,
  ENTRY_MAX_AGE_DAYS,
  type IsoDay,
  MONTH_DAYS,
} from '@vapolib/domain';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import {
  type CravingRow,
  coachDataOf,
  cravingsSince,
  deleteClock,
  findClock,
  insertCraving,
  insertSlip,
  type SlipRow,
  saveClock,
  slipsSince,
} from './coach.repository.ts';

/** A phone's clock a little ahead of the server's is not « the future ». */
const CLOCK_SKEW_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

/**
 * When the entry happened: now when not given; a moment sent later by the outbox keeps its own time, back to
 * 30 days; never in the future (a few minutes of a phone's clock ahead are taken as now).
 */
function momentOf(ctx: AppContext, at: string | undefined): Date {
  const now = ctx.clock.now();
  if (at === undefined) return now;
  const moment = new Date(at);
  if (moment.getTime() > now.getTime() + CLOCK_SKEW_MS) throw new AppError(400, coachMessages.momentInvalid);
  if (moment.getTime() < now.getTime() - ENTRY_MAX_AGE_DAYS * DAY_MS)
    throw new AppError(400, coachMessages.momentInvalid);
  return moment.getTime() > now.getTime() ? now : moment;
}

const presentCraving = (row: CravingRow): CravingDto => ({
  id: row.id,
  at: row.at.toISOString(),
  intensity: row.intensity,
  trigger: row.trigger as CravingTrigger | null,
  triggerOther: row.triggerOther,
  helped: row.helped as CravingHelp[],
  smoked: row.smoked,
  note: row.note,
});

const presentSlip = (row: SlipRow): SlipDto => ({
  id: row.id,
  at: row.at.toISOString(),
  count: row.count,
  trigger: row.trigger as CravingTrigger | null,
  note: row.note,
});

export async function logCraving(ctx: AppContext, userId: number, body: z.output<typeof cravingBody>) {
  const row = await insertCraving(ctx.db, {
    userId,
    at: momentOf(ctx, body.at),
    intensity: body.intensity,
    trigger: body.trigger,
    // The words of « autre » only go with « autre ».
    triggerOther: body.trigger === 'autre' ? body.triggerOther : null,
    helped: body.helped,
    smoked: body.smoked,
    note: body.note,
  });
  return { message: coachMessages.cravingSaved, envie: presentCraving(row) };
}

export async function logSlip(ctx: AppContext, userId: number, body: z.output<typeof slipBody>) {
  const row = await insertSlip(ctx.db, {
    userId,
    at: momentOf(ctx, body.at),
    count: body.count,
    trigger: body.trigger,
    note: body.note,
  });
  return { message: coachMessages.slipSaved, ecart: presentSlip(row) };
}

/** « Mes envies »: the 30 days to today (Paris), the entries and what they say. */
export async function myCravings(ctx: AppContext, userId: number): Promise<CravingsOverview> {
  const now = ctx.clock.now();
  // A day more than the month, so the first Paris day is whole whatever the offset; the domain trims it.
  const from = new Date(now.getTime() - (MONTH_DAYS + 1) * DAY_MS);
  const [cravingRows, slipRows] = await Promise.all([
    cravingsSince(ctx.db, userId, from),
    slipsSince(ctx.db, userId, from),
  ]);
  const month = cravingMonth(
    cravingRows.map((row) => ({ ...row, ...presentCraving(row), at: row.at })),
    slipRows.map((row) => ({ ...presentSlip(row), at: row.at })),
    now,
  );
  const first = month.days[0]!.date;
  const inMonth = (row: { at: Date }) => dayIn(row.at) >= first;
  return {
    today: dayIn(now),
    cravings: cravingRows.filter(inMonth).map(presentCraving),
    slips: slipRows.filter(inMonth).map(presentSlip),
    days: month.days,
    total: month.total,
    held: month.held,
    triggers: month.triggers,
    grid: month.grid,
    helps: month.helps,
    slipCount: month.slips,
    cigarettes: month.cigarettes,
  };
}

export async function myClock(ctx: AppContext, userId: number): Promise<SmokeFreeClockDto> {
  const [clock, lastSlips] = await Promise.all([findClock(ctx.db, userId), slipsSince(ctx.db, userId)]);
  return {
    lastCigaretteAt: clock?.lastCigaretteAt.toISOString() ?? null,
    lastSlipAt: lastSlips[0]?.at.toISOString() ?? null,
  };
}

/** Sets (or moves) the last cigarette, or clears it with null; never in the future, nor before 1950. */
export async function setMyClock(ctx: AppContext, userId: number, lastCigaretteAt: string | null) {
  if (lastCigaretteAt === null) {
    await deleteClock(ctx.db, userId);
    return { message: coachMessages.clockCleared, compteur: await myClock(ctx, userId) };
  }
  const now = ctx.clock.now();
  const moment = new Date(lastCigaretteAt);
  if (moment.getTime() > now.getTime() + CLOCK_SKEW_MS || moment.getUTCFullYear() < 1950)
    throw new AppError(400, coachMessages.lastCigaretteInvalid);
  await saveClock(ctx.db, userId, moment.getTime() > now.getTime() ? now : moment);
  return { message: coachMessages.clockSaved, compteur: await myClock(ctx, userId) };
}

/** Cigarettes smoked a day (Paris), for « Mes économies » (the spending module). */
export async function slipsByDay(
  ctx: AppContext,
  userId: number,
): Promise<{ date: IsoDay; count: number }[]> {
  const counts = new Map<IsoDay, number>();
  for (const row of await slipsSince(ctx.db, userId)) {
    const day = dayIn(row.at);
    counts.set(day, (counts.get(day) ?? 0) + row.count);
  }
  return [...counts].map(([date, count]) => ({ date, count })).sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** The coach's part of the data export: cravings, slips and the last cigarette. */
export function exportFor(ctx: AppContext, userId: number) {
  return coachDataOf(ctx.db, userId);
}
