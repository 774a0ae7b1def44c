import { isNotNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { idempotencyKeys, passwordResetTokens, rateLimits, revokedSessions } from '../db/schema.ts';
import type { AppContext } from '../lib/context.ts';
import { IDEMPOTENCY_RETENTION_MS } from '../plugins/idempotency.ts';
import { onJobsStart } from './schedule.ts';

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
const HOUSEKEEPING_LOCK = 727003;

/**
 * Deletes what no longer serves: idempotency keys past their retention, rate-limit rows whose longest window has
 * passed, reset tokens used or expired, revoked sessions whose token has expired anyway. Several instances may run it
 * at once: an instance that finds another one at work skips this round.
 */
export async function pruneExpiredRows(app: FastifyInstance, ctx: AppContext, now: Date): Promise<boolean> {
  const longestWindowMs = Math.max(...Object.values(ctx.config.rateLimits).map((rule) => rule.windowMs));
  return app.db.transaction(async (tx) => {
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${HOUSEKEEPING_LOCK}) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!result.rows[0]?.locked) return false;
    await tx
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)));
    await tx.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - longestWindowMs)));
    await tx
      .delete(passwordResetTokens)
      .where(or(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.expiresAt, now)));
    await tx.delete(revokedSessions).where(lt(revokedSessions.expiresAt, now));
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
    running = pruneExpiredRows(app, ctx, ctx.clock.now()).catch((error) =>
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
