import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../lib/context.ts';
import { backupNow, readBackupStatus } from '../modules/backups/index.ts';
import { onJobsStart } from './schedule.ts';

const BACKUP_LOCK = 727004;
/** How often an instance looks whether a backup is due: a backup is made at most this late after it is. */
const LONGEST_CHECK_MS = 60 * 60 * 1000;

/** Whether the last successful backup is older than the interval (or there is none). */
async function isDue(ctx: AppContext, now: Date): Promise<boolean> {
  const { lastSuccess } = await readBackupStatus(ctx.db);
  return !lastSuccess || now.getTime() - Date.parse(lastSuccess.at) >= ctx.config.backups.intervalMs;
}

/**
 * One round: makes a backup when the last success is older than BACKUP_INTERVAL_HOURS. On PostgreSQL the
 * instances share the decision under an advisory lock, held while the dump runs: one of them makes it, the others
 * then find it done. PGlite has one process (db/data-dir-lock.ts), and its dump takes PGlite's own lock.
 * Returns the outcome's message, or undefined when nothing was due.
 */
export async function runBackupRound(ctx: AppContext): Promise<{ ok: boolean; info: string } | undefined> {
  if (ctx.database.kind === 'pglite') {
    return (await isDue(ctx, ctx.clock.now())) ? backupNow(ctx) : undefined;
  }
  return ctx.db.transaction(async (tx) => {
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${BACKUP_LOCK}) as locked`,
    )) as unknown as {
      rows: { locked: boolean }[];
    };
    if (!result.rows[0]?.locked || !(await isDue(ctx, ctx.clock.now()))) return undefined;
    return backupNow(ctx);
  });
}

/** Every BACKUP_INTERVAL_HOURS (0: off), checked at start (see onJobsStart) and then at least every hour. */
export function scheduleBackups(app: FastifyInstance, ctx: AppContext, afterListen = false) {
  const intervalMs = ctx.config.backups.intervalMs;
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let round: Promise<unknown> = Promise.resolve();
  const run = () => {
    round = runBackupRound(ctx).then(
      (outcome) => {
        if (outcome?.ok) app.log.info(outcome.info);
        else if (outcome) app.log.error(outcome.info);
      },
      (error) => app.log.error({ err: error }, 'échec de la sauvegarde programmée'),
    );
  };
  onJobsStart(app, afterListen, () => {
    if (closed) return;
    run();
    timer = setInterval(run, Math.min(intervalMs, LONGEST_CHECK_MS));
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await round;
  });
}
