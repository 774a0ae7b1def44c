import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../lib/context.ts';
import { runBatchReminders } from './batch-reminders.ts';
import { runCoilReminders } from './coil-reminders.ts';

/**
 * Runs the coil reminders once the server is ready (catching up after downtime), then every interval
 * (expired rows are pruned by their own schedule, see housekeeping.ts).
 */
export function scheduleCoilReminders(app: FastifyInstance, ctx: AppContext, intervalMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const notified = await runCoilReminders(ctx);
      if (notified > 0) app.log.info({ notified }, 'rappels de résistance envoyés');
    } catch (error) {
      app.log.error({ err: error }, 'échec des rappels de résistance');
    }
  };
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/** The batches' ready-day reminders, on the coil reminders' interval and the same way (once at start, then each round). */
export function scheduleBatchReminders(app: FastifyInstance, ctx: AppContext, intervalMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const notified = await runBatchReminders(ctx);
      if (notified > 0) app.log.info({ notified }, 'rappels de préparation envoyés');
    } catch (error) {
      app.log.error({ err: error }, 'échec des rappels de préparation');
    }
  };
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
