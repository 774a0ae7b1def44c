import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../lib/context.ts';
import { pruneRateLimits } from '../lib/rate-limit.ts';
import { pruneResetTokens } from '../modules/auth/index.ts';
import { pruneRevokedSessions } from '../modules/users/index.ts';
import { forgetOldIdempotencyKeys } from '../plugins/idempotency.ts';
import { onJobsStart } from './schedule.ts';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
const HOUSEKEEPING_LOCK = 727003;

/**
 * Deletes what no longer serves: idempotency keys past their retention, rate-limit rows whose longest window has
 * passed, reset tokens used or expired, revoked sessions whose token has expired anyway. Several instances may run it
 * at once: an instance that finds another one at work skips this round.
 */
export async function pruneExpiredRows(ctx: AppContext, now: Date): Promise<boolean> {
  const longestWindowMs = Math.max(...Object.values(ctx.config.rateLimits).map((rule) => rule.windowMs));
  return ctx.db.transaction(async (tx) => {
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${HOUSEKEEPING_LOCK}) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!result.rows[0]?.locked) return false;
    await forgetOldIdempotencyKeys(tx, now);
    await pruneRateLimits(tx, new Date(now.getTime() - longestWindowMs));
    await pruneResetTokens(tx, now);
    await pruneRevokedSessions(tx, now);
    return true;
  });
}

/** Its own schedule, whatever the coil reminders do (they may be off): at start (see onJobsStart), then every hour. */
export function scheduleHousekeeping(
  app: FastifyInstance,
  ctx: AppContext,
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
  afterListen = false,
) {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = pruneExpiredRows(ctx, ctx.clock.now()).catch((error) =>
      app.log.error({ err: error }, 'échec du nettoyage des données expirées'),
    );
  };
  onJobsStart(app, afterListen, () => {
    if (closed) return;
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
}
