import type { BackupNowResponse, BackupOverview } from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import type { Db } from '../../db/client.ts';
import { schemaVersion } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { readSetting, writeSetting } from '../settings/index.ts';
import { findBackup, listBackups, type WrittenBackup, writeBackup } from './backup-files.ts';

/** The last success and failure, in the settings table: every instance and the back-office see the same. */
const STATUS_KEY = 'backups:status';

type BackupStatus = Pick<BackupOverview, 'lastSuccess' | 'lastFailure'>;

export async function readBackupStatus(db: Db): Promise<BackupStatus> {
  const stored = await readSetting<Partial<BackupStatus>>(db, STATUS_KEY);
  return { lastSuccess: stored?.lastSuccess ?? null, lastFailure: stored?.lastFailure ?? null };
}

async function recordStatus(db: Db, change: Partial<BackupStatus>) {
  await writeSetting(db, STATUS_KEY, { ...(await readBackupStatus(db)), ...change });
}

/** The message a failure is shown and logged with: what failed, in French, with the system's reason. */
function failureMessage(dir: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  const reason =
    code === 'EACCES' || code === 'EPERM' || code === 'EROFS'
      ? `le dossier ${dir} n’est pas accessible en écriture`
      : code === 'ENOSPC'
        ? `plus de place sur le disque de ${dir}`
        : error instanceof Error
          ? error.message
          : String(error);
  return `${messages.backupFailed} : ${reason}`;
}

/** The backup this process is making, if any: a second request waits for it rather than making another. */
const running = new WeakMap<AppContext, Promise<BackupNowResponse>>();

/**
 * Makes one backup now (the schedule, or an admin), records its success or failure and never throws: a backup
 * that fails leaves no file, is logged by the caller from `info`, and the server keeps serving.
 */
export function backupNow(ctx: AppContext): Promise<BackupNowResponse> {
  const current = running.get(ctx);
  if (current) return current;
  const work = makeBackup(ctx).finally(() => running.delete(ctx));
  running.set(ctx, work);
  return work;
}

async function makeBackup(ctx: AppContext): Promise<BackupNowResponse> {
  const at = ctx.clock.now();
  let written: WrittenBackup;
  try {
    const version = await schemaVersion(ctx.db);
    written = await writeBackup(ctx.config.backups, await ctx.database.dump(), { at, version });
  } catch (error) {
    const message = failureMessage(ctx.config.backups.dir, error);
    await recordStatus(ctx.db, { lastFailure: { at: at.toISOString(), message } });
    return { ...(await backupOverview(ctx)), ok: false, info: message };
  }
  await recordStatus(ctx.db, {
    lastSuccess: { at: at.toISOString(), file: written.file, size: written.size },
  });
  return { ...(await backupOverview(ctx)), ok: true, info: messages.backupDone };
}

export async function backupOverview(ctx: AppContext): Promise<BackupOverview> {
  const { dir, keep, intervalMs } = ctx.config.backups;
  let files: BackupOverview['files'] = [];
  try {
    files = listBackups(dir);
  } catch {
    // An unreadable folder lists nothing; the last failure says why.
  }
  return {
    folder: dir,
    keep,
    intervalHours: intervalMs / 3_600_000,
    ...(await readBackupStatus(ctx.db)),
    files,
  };
}

/** The file to send for a download: looked up by name among the folder's backups. */
export function backupToDownload(ctx: AppContext, name: string): string {
  const found = findBackup(ctx.config.backups.dir, name);
  if (!found) throw new AppError(404, messages.backupNotFound);
  return found.path;
}
