import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { type BackupFile, backupFileNamePattern } from '@vapolib/contracts';

const gzip = promisify(zlib.gzip);

export interface BackupFolder {
  dir: string;
  keep: number;
}

export interface WrittenBackup {
  file: string;
  path: string;
  size: number;
}

/** `2026-11-28T21:30:00.123Z` → `2026-11-28T21-30-00-123Z`: sorts as the date does, and is a file name everywhere. */
const stamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

/** A schema version as it may appear in a name (the pattern's `[0-9a-z_]`). */
const versionInName = (version: string) =>
  version
    .toLowerCase()
    .replace(/[^0-9a-z_]/g, '_')
    .slice(0, 80) || 'inconnue';

export function backupFileName(at: Date, version: string, beforeMigration = false): string {
  return `vapolib-${stamp(at)}-${versionInName(version)}${beforeMigration ? '-avant-migration' : ''}.sql.gz`;
}

function describe(name: string, size: number): BackupFile {
  const [, date, time, version = ''] =
    name.match(/^vapolib-(\d{4}-\d{2}-\d{2})T(\d{2}-\d{2}-\d{2}-\d{3})Z-(.+?)\.sql\.gz$/) ?? [];
  const [hours, minutes, seconds, millis] = (time ?? '00-00-00-000').split('-');
  const beforeMigration = version.endsWith('-avant-migration');
  return {
    name,
    size,
    createdAt: `${date}T${hours}:${minutes}:${seconds}.${millis}Z`,
    schemaVersion: beforeMigration ? version.slice(0, -'-avant-migration'.length) : version,
    beforeMigration,
  };
}

/** The folder's backups, newest first; a missing folder has none. Other files in it are left alone. */
export function listBackups(dir: string): BackupFile[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter((name) => backupFileNamePattern.test(name))
    .sort()
    .reverse()
    .flatMap((name) => {
      try {
        return [describe(name, fs.statSync(path.join(dir, name)).size)];
      } catch {
        return []; // removed meanwhile (another instance's retention)
      }
    });
}

/**
 * Where a listed backup is: the name is looked up among the folder's files, and the path is made from the listed
 * entry, never from what was asked. Undefined when there is no such backup.
 */
export function findBackup(dir: string, name: string): { file: BackupFile; path: string } | undefined {
  const file = listBackups(dir).find((candidate) => candidate.name === name);
  return file && { file, path: path.join(dir, file.name) };
}

/** Deletes all but the newest `keep` backups; returns the names deleted. */
export function pruneBackups({ dir, keep }: BackupFolder): string[] {
  const old = listBackups(dir).slice(keep);
  for (const file of old) fs.rmSync(path.join(dir, file.name), { force: true });
  return old.map((file) => file.name);
}

/**
 * Writes a dump, gzipped, under a temporary name in the folder, flushed to disk, then renamed to its final name:
 * a backup that fails (folder not writable, disk full) leaves no file that looks like a backup.
 */
export async function writeBackup(
  folder: BackupFolder,
  dump: string,
  options: { at: Date; version: string; beforeMigration?: boolean },
): Promise<WrittenBackup> {
  const file = backupFileName(options.at, options.version, options.beforeMigration);
  const finalPath = path.join(folder.dir, file);
  const temporary = path.join(folder.dir, `.${file}.${randomBytes(4).toString('hex')}.tmp`);
  const compressed = await gzip(Buffer.from(dump, 'utf8'));
  await fs.promises.mkdir(folder.dir, { recursive: true });
  try {
    const handle = await fs.promises.open(temporary, 'wx');
    try {
      await handle.writeFile(compressed);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(temporary, finalPath);
  } catch (error) {
    await fs.promises.rm(temporary, { force: true });
    throw error;
  }
  pruneBackups(folder);
  return { file, path: finalPath, size: compressed.length };
}

/** A backup's SQL, read from its file (gzipped or, when written by hand, plain). */
export function readBackupSql(file: string): string {
  const bytes = fs.readFileSync(file);
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  return (gzipped ? zlib.gunzipSync(bytes) : bytes).toString('utf8');
}
