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

/**
 * Runs a reminder job once the server is ready (catching up after downtime), then every interval. Each job
 * claims its rows itself, so instances running it at the same time never send twice.
 */
function scheduleReminders(app: FastifyInstance, ctx: AppContext, intervalMs: number, job: ReminderJob) {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const sent = await job.run(ctx);
      if (sent > 0) app.log.info({ sent }, job.sent);
    } catch (error) {
      app.log.error({ err: error }, job.failed);
    }
  };
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Coil reminders (expired rows are pruned by their own schedule, see housekeeping.ts). */
export const scheduleCoilReminders = (app: FastifyInstance, ctx: AppContext, intervalMs: number) =>
  scheduleReminders(app, ctx, intervalMs, {
    run: runCoilReminders,
    sent: 'rappels de résistance envoyés',
    failed: 'échec des rappels de résistance',
  });

/** The batches' ready-day reminders, on the coil reminders' interval. */
export const scheduleBatchReminders = (app: FastifyInstance, ctx: AppContext, intervalMs: number) =>
  scheduleReminders(app, ctx, intervalMs, {
    run: runBatchReminders,
    sent: 'rappels de préparation envoyés',
    failed: 'échec des rappels de préparation',
  });

/** Daily check-in reminders: each run serves the current Paris hour, so the interval must stay under an hour. */
export const scheduleCheckinReminders = (app: FastifyInstance, ctx: AppContext, intervalMs: number) =>
  scheduleReminders(app, ctx, intervalMs, {
    run: runCheckinReminders,
    sent: 'rappels quotidiens envoyés',
    failed: 'échec des rappels quotidiens',
  });
