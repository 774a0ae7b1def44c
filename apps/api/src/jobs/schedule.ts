import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../lib/context.ts';
import { runBatchReminders } from './batch-reminders.ts';
import { runCheckinReminders } from './checkin-reminders.ts';
import { runCoilReminders } from './coil-reminders.ts';

interface ReminderJob {
  run: (ctx: AppContext) => Promise<number>;
  /** Logged with the count when a round sent something, and on failure. */
  sent: string;
  failed: string;
}

/** How long after the server starts listening the jobs' first rounds wait, so its first answers come first. */
export const JOBS_AFTER_LISTEN_MS = 1000;

/**
 * Calls `begin` once the app is ready, or, when `afterListen` (the server: `npm run serve`), JOBS_AFTER_LISTEN_MS
 * after it starts listening: a job's queries would otherwise run between start and the first answer (PGlite answers
 * one query at a time, in the server's own thread).
 */
export function onJobsStart(app: FastifyInstance, afterListen: boolean, begin: () => void) {
  if (!afterListen) {
    app.addHook('onReady', async () => begin());
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    if (timer) return;
    timer = setTimeout(begin, JOBS_AFTER_LISTEN_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearTimeout(timer));
}

/**
 * Runs a reminder job once the server is ready (catching up after downtime), then every interval. Each job
 * claims its rows itself, so instances running it at the same time never send twice.
 */
function scheduleReminders(
  app: FastifyInstance,
  ctx: AppContext,
  intervalMs: number,
  afterListen: boolean,
  job: ReminderJob,
) {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const run = async () => {
    try {
      const sent = await job.run(ctx);
      if (sent > 0) app.log.info({ sent }, job.sent);
    } catch (error) {
      app.log.error({ err: error }, job.failed);
    }
  };
  onJobsStart(app, afterListen, () => {
    if (closed) return;
    void run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
  });
}

/** The scheduler of one reminder job: `(app, ctx, intervalMs, afterListen = false)`. */
const reminderSchedule =
  (job: ReminderJob) =>
  (app: FastifyInstance, ctx: AppContext, intervalMs: number, afterListen = false) =>
    scheduleReminders(app, ctx, intervalMs, afterListen, job);

/** Coil reminders (expired rows are pruned by their own schedule, see housekeeping.ts). */
export const scheduleCoilReminders = reminderSchedule({
  run: runCoilReminders,
  sent: 'rappels de résistance envoyés',
  failed: 'échec des rappels de résistance',
});

/** The batches' ready-day reminders, on the coil reminders' interval. */
export const scheduleBatchReminders = reminderSchedule({
  run: runBatchReminders,
  sent: 'rappels de préparation envoyés',
  failed: 'échec des rappels de préparation',
});

/** Daily check-in reminders: each run serves the current Paris hour, so the interval must stay under an hour. */
export const scheduleCheckinReminders = reminderSchedule({
  run: runCheckinReminders,
  sent: 'rappels quotidiens envoyés',
  failed: 'échec des rappels quotidiens',
});
