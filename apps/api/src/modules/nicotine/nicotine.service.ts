import type { NicotinePlan, NicotineStatus } from '@vapolib/contracts';
import {
  coachMessages,
  compensationOf,
  confirmStep,
  currentStep,
  dayIn,
  halfStepRate,
  holdStep,
  logsOfPlan,
  messages,
  type NicotineMode,
  newPlanSteps,
  nicotineFigures,
  type PlanApproach,
  type PlanStep,
  planApproach,
  planFinished,
  planProgression,
  planTotals,
  replanSteps,
  takeHalfStep,
} from '@vapolib/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { slipsByDay } from '../coach/index.ts';
import {
  deletePlanAndLogs,
  findPlan,
  findPlanStart,
  findPlanWithStepsAndLogs,
  insertPlan,
  listSteps,
  lockPlan,
  nicotineDataOf,
  type PlanRow,
  type StepRow,
  syncSteps,
  updatePlan,
  upsertLog,
} from './nicotine.repository.ts';

const today = (ctx: AppContext) => dayIn(ctx.clock.now());
const toPlanStep = (row: StepRow): PlanStep => ({
  step: row.step,
  rate: row.rate,
  start: row.start,
  end: row.end,
  done: row.done,
});

function presentPlan(plan: PlanRow, steps: StepRow[]): NicotinePlan {
  return {
    startRate: plan.startRate,
    targetRate: plan.targetRate,
    dailyAvgMl: plan.dailyAvgMl,
    mode: plan.mode,
    approach: planApproach(plan, steps.length),
    createdAt: plan.createdAt.toISOString(),
    steps: steps.map((row) => ({ _id: row.id, ...toPlanStep(row) })),
  };
}

async function requirePlan(db: Db, userId: number, lock = false): Promise<PlanRow> {
  const plan = lock ? await lockPlan(db, userId) : await findPlan(db, userId);
  if (!plan) throw new AppError(404, messages.nicotineNoPlan);
  return plan;
}

/** The status, or null without a plan (the route answers 404, or null when the client asks for it). */
export async function nicotineStatus(ctx: AppContext, userId: number): Promise<NicotineStatus | null> {
  // The slips are read alongside (another module's table): they only mark the chart, nothing is computed from them.
  const [found, slips] = await Promise.all([
    findPlanWithStepsAndLogs(ctx.db, userId),
    slipsByDay(ctx, userId),
  ]);
  if (!found) return null;
  const { plan, steps, logs: allLogs } = found;
  // Only the plan's logs count: none dated before its first day (refused since, but kept by older rows).
  const logs = logsOfPlan(allLogs, steps);
  const day = today(ctx);
  return {
    plan: presentPlan(plan, steps),
    ...nicotineFigures(logs, plan.startRate),
    logs,
    today: day,
    progression: planProgression(steps),
    finished: planFinished(steps),
    totals: planTotals(steps, logs, day),
    slips,
    compensation: compensationOf(
      steps.map((row) => ({ _id: row.id, ...toPlanStep(row) })),
      logs,
      day,
    ),
  };
}

export async function createPlan(
  ctx: AppContext,
  userId: number,
  input: {
    startRate: number;
    targetRate: number;
    dailyAvgMl: number;
    mode: NicotineMode;
    approach?: PlanApproach;
  },
) {
  const { approach, ...values } = input;
  await ctx.db.transaction(async (tx) => {
    const plan = await insertPlan(tx, { userId, ...values });
    if (!plan) throw new AppError(409, messages.nicotinePlanExists);
    await syncSteps(tx, plan.id, [], newPlanSteps(input, today(ctx)));
  });
  return { message: messages.planCreated };
}

export async function editPlan(
  ctx: AppContext,
  userId: number,
  input: { targetRate: number; mode: NicotineMode },
) {
  await ctx.db.transaction(async (tx) => {
    const plan = await requirePlan(tx, userId, true);
    const rows = await listSteps(tx, plan.id);
    const steps = rows.map(toPlanStep);
    const current = currentStep(steps);
    if (current && input.targetRate > current.rate)
      throw new AppError(400, messages.nicotineTargetAboveCurrent);
    await updatePlan(tx, plan.id, input);
    await syncSteps(tx, plan.id, rows, replanSteps(steps, input.targetRate, input.mode, today(ctx)));
  });
  return { message: messages.planUpdated };
}

export async function deletePlan(ctx: AppContext, userId: number) {
  const deleted = await ctx.db.transaction((tx) => deletePlanAndLogs(tx, userId));
  if (!deleted) throw new AppError(404, messages.nicotineNoPlan);
  return { message: messages.planDeleted };
}

/**
 * Changes the plan's current step in one transaction: the plan locked, the step the user's (404) and current
 * (409), then `change` gives the new steps, which are written.
 */
async function changeCurrentStep(
  ctx: AppContext,
  userId: number,
  stepId: number,
  change: (
    steps: ReturnType<typeof toPlanStep>[],
    step: number,
    plan: PlanRow,
  ) => Parameters<typeof syncSteps>[3],
) {
  await ctx.db.transaction(async (tx) => {
    const plan = await requirePlan(tx, userId, true);
    const rows = await listSteps(tx, plan.id);
    const row = rows.find((candidate) => candidate.id === stepId);
    if (!row) throw new AppError(404, messages.notFound);
    const steps = rows.map(toPlanStep);
    if (currentStep(steps)?.step !== row.step) throw new AppError(409, messages.nicotineStepNotCurrent);
    await syncSteps(tx, plan.id, rows, change(steps, row.step, plan));
  });
}

export async function confirmPlanStep(ctx: AppContext, userId: number, stepId: number, success: boolean) {
  await changeCurrentStep(ctx, userId, stepId, (steps, step, plan) =>
    confirmStep(steps, step, success, plan.mode, today(ctx)),
  );
  return { message: messages.stepUpdated };
}

/** « Une semaine de plus » : the current step lasts 7 more days and the next ones move back as much. */
export async function holdPlanStep(ctx: AppContext, userId: number, stepId: number) {
  await changeCurrentStep(ctx, userId, stepId, (steps, step) => holdStep(steps, step, today(ctx)));
  return { message: coachMessages.stepHeld };
}

/**
 * « Un demi-palier » : the current step is done and a step halfway to the next rate starts today; the later steps
 * follow it. 409 when the current step is the target, or is less than 1 mg/mL above the next one.
 */
export async function halfPlanStep(ctx: AppContext, userId: number, stepId: number) {
  await changeCurrentStep(ctx, userId, stepId, (steps, step, plan) => {
    const half = halfStepRate(steps, step);
    if ('refused' in half)
      throw new AppError(
        409,
        half.refused === 'too-small' ? coachMessages.halfStepTooSmall : coachMessages.halfStepAtTarget,
      );
    return takeHalfStep(steps, step, plan.mode, today(ctx));
  });
  return { message: coachMessages.halfStepTaken };
}

export async function saveLog(
  ctx: AppContext,
  userId: number,
  log: { date: string; ml: number; rate: number },
) {
  if (log.date > today(ctx)) throw new AppError(400, messages.nicotineDateInvalid);
  const plan = await findPlanStart(ctx.db, userId);
  if (!plan) throw new AppError(404, messages.nicotineNoPlan);
  const start = plan.start;
  if (start && log.date < start) throw new AppError(400, messages.nicotineDateBeforePlan);
  await upsertLog(ctx.db, userId, log);
  return { message: messages.logSaved };
}

/** The nicotine part of the data export: the plan with its steps, and the daily logs. */
export function exportFor(ctx: AppContext, userId: number) {
  return nicotineDataOf(ctx.db, userId);
}
