import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { AppConfig } from '../../config.ts';
import { createPgliteClient, type Db, isNewPgliteDir, migrationTag, schemaVersion } from '../../db/client.ts';
import { DataDirInUseError, lockDataDir } from '../../db/data-dir-lock.ts';
import { dumpPglite, dumpPostgres } from '../../db/dump.ts';
import { type BackupFolder, type WrittenBackup, writeBackup } from './backup-files.ts';

/** The database `npm run backup` and `npm run restore` work on: the PGlite folder, or the PostgreSQL server. */
export type Target = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export function targetOf(config: Pick<AppConfig, 'dataDir' | 'databaseUrl'>): Target {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}

/** Why the command stops without touching anything; the message is for the person who typed it. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/** Runs `work` while this process holds the PGlite folder: refused while a server (or another command) holds it. */
async function holdingDataDir<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  let lock: Awaited<ReturnType<typeof lockDataDir>>;
  try {
    lock = await lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new RestoreRefusedError(
      `Un serveur Vapolib utilise le dossier ${dataDir} : arrêtez-le d’abord (ou, pour une sauvegarde, utilisez « Sauvegarder maintenant » dans le back-office).`,
    );
  }
  try {
    return await work();
  } finally {
    await lock.release();
  }
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** What a database holds: its schema version and the rows of each of its tables (none: an empty database). */
export interface Contents {
  version: string;
  rows: Record<string, number>;
}

async function contentsOf(query: Query): Promise<Contents> {
  const tables = (await query(
    `select schemaname, tablename from pg_tables where schemaname in ('public', 'drizzle') order by tablename`,
  )) as { schemaname: string; tablename: string }[];
  const rows: Record<string, number> = {};
  for (const { schemaname, tablename } of tables) {
    if (schemaname !== 'public') continue;
    const [count] = await query(`select count(*)::int as n from public."${tablename.replace(/"/g, '""')}"`);
    rows[tablename] = Number(count?.n ?? 0);
  }
  const migrations = tables.some((table) => table.tablename === '__drizzle_migrations')
    ? await query('select max(created_at) as applied from drizzle.__drizzle_migrations')
    : [];
  return { version: migrationTag(Number(migrations[0]?.applied ?? 0)), rows };
}

/** `12 utilisateurs, 340 lignes dans nicotine_logs, …`: what a forced restore replaces. */
export function describeContents(contents: Contents): string {
  const filled = Object.entries(contents.rows).filter(([, n]) => n > 0);
  const listed = filled.map(([table, n]) => `${table} : ${n}`).join(', ');
  return `version ${contents.version}, ${filled.length ? listed : 'aucune ligne'}`;
}

/** Users are what a restore must never overwrite by mistake: seeds (menu, catalogue) alone are a new database. */
const holdsData = (contents: Contents) => (contents.rows.users ?? 0) > 0;

const pgliteQuery =
  (client: PGlite): Query =>
  async (text) =>
    (await client.query<Record<string, unknown>>(text)).rows;

export interface RestoreReport {
  /** What was there before (undefined: a new database), and where it was kept (PGlite: the old folder). */
  replaced?: Contents;
  keptAt?: string;
  restored: Contents;
}

/**
 * Restores a backup's SQL into the target when it holds no user yet; with `force`, over one that does (the report
 * says what it held). On PGlite the dump is restored into a new folder beside the old one, which is renamed
 * `pglite.avant-restauration-<date>` and kept: a restore that fails half-way changes nothing. On PostgreSQL the
 * schemas are dropped and the dump run in one transaction: all or nothing.
 */
export async function restoreBackup(
  target: Target,
  dump: string,
  options: { force?: boolean },
): Promise<RestoreReport> {
  return target.kind === 'pglite'
    ? holdingDataDir(target.dataDir, () => restorePglite(target.dataDir, dump, options))
    : restorePostgres(target.url, dump, options);
}

function refuse(contents: Contents, where: string): never {
  throw new RestoreRefusedError(
    `${where} contient déjà des données (${describeContents(contents)}).\n` +
      'Rien n’a été modifié. Pour les remplacer par la sauvegarde, relancez avec --force.',
  );
}

async function restorePglite(
  dataDir: string,
  dump: string,
  options: { force?: boolean },
): Promise<RestoreReport> {
  const current = pgliteFolder(dataDir);
  let replaced: Contents | undefined;
  if (!isNewPgliteDir(current)) {
    const client = await createPgliteClient({ dataDir: current });
    try {
      replaced = await contentsOf(pgliteQuery(client));
    } finally {
      await client.close();
    }
    if (holdsData(replaced) && !options.force) refuse(replaced, `Le dossier ${current}`);
  }
  const restoring = `${current}.restauration`;
  fs.rmSync(restoring, { recursive: true, force: true });
  const client = await createPgliteClient({ dataDir: restoring });
  let restored: Contents;
  try {
    await client.exec(dump);
    await client.exec('reset all');
    restored = await contentsOf(pgliteQuery(client));
  } catch (error) {
    await client.close();
    fs.rmSync(restoring, { recursive: true, force: true });
    throw error;
  }
  await client.close();
  let keptAt: string | undefined;
  if (fs.existsSync(current)) {
    keptAt = `${current}.avant-restauration-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(current, keptAt);
  }
  fs.renameSync(restoring, current);
  return { replaced, keptAt, restored };
}

async function restorePostgres(
  url: string,
  dump: string,
  options: { force?: boolean },
): Promise<RestoreReport> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const query: Query = async (text) => (await client.query(text)).rows;
    const before = await contentsOf(query);
    const empty = before.version === 'vide' && Object.keys(before.rows).length === 0;
    if (holdsData(before) && !options.force) refuse(before, 'La base PostgreSQL');
    // One simple-protocol message: PostgreSQL runs it as one transaction, so a failure leaves the base as it was.
    await client.query(
      `begin;\ndrop schema if exists drizzle cascade;\ndrop schema public cascade;\ncreate schema public;\n${dump}\ncommit;`,
    );
    await client.query('reset all');
    return { replaced: empty ? undefined : before, restored: await contentsOf(query) };
  } finally {
    await client.end();
  }
}

/**
 * `npm run backup`: a backup of the target made by this command, into `out` (a file) or the backup folder. On
 * PGlite only while no server holds the folder (the server makes its own: « Sauvegarder maintenant »).
 */
export async function backupTarget(
  target: Target,
  folder: BackupFolder,
  out?: string,
): Promise<WrittenBackup> {
  const make = async (dump: () => Promise<string>, db: Db) => {
    const version = await schemaVersion(db);
    const text = await dump();
    if (!out) return writeBackup(folder, text, { at: new Date(), version });
    const written = await writeBackup(
      { dir: path.dirname(path.resolve(out)), keep: Number.POSITIVE_INFINITY },
      text,
      { at: new Date(), version },
    );
    fs.renameSync(written.path, path.resolve(out));
    return { ...written, path: path.resolve(out), file: path.basename(out) };
  };
  if (target.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: target.url, max: 1 });
    try {
      return await make(() => dumpPostgres(target.url), drizzle({ client: pool }) as unknown as Db);
    } finally {
      await pool.end();
    }
  }
  return holdingDataDir(target.dataDir, async () => {
    const folderPath = pgliteFolder(target.dataDir);
    if (isNewPgliteDir(folderPath))
      throw new RestoreRefusedError(`Aucune base dans ${folderPath} : rien à sauvegarder.`);
    const client = await createPgliteClient({ dataDir: folderPath });
    try {
      return await make(() => dumpPglite(client), drizzlePglite({ client }) as unknown as Db);
    } finally {
      await client.close();
    }
  });
}
