import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../lib/context.ts';
import { runCheckinReminders } from './checkin-reminders.ts';
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

/**
 * Runs the daily check-in reminders once the server is ready, then every interval (a few minutes): each run
 * serves the reminders of the current Paris hour, so the interval must stay under an hour.
 */
export function scheduleCheckinReminders(app: FastifyInstance, ctx: AppContext, intervalMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const reminded = await runCheckinReminders(ctx);
      if (reminded > 0) app.log.info({ reminded }, 'rappels quotidiens envoyés');
    } catch (error) {
      app.log.error({ err: error }, 'échec des rappels quotidiens');
    }
  };
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
