import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { apiRoot } from '../paths.ts';
import { dumpPglite, dumpPostgres } from './dump.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** One type for both drivers: the code never knows whether PGlite or a PostgreSQL server answers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** A portable SQL dump of the whole database, schema and data, from one consistent moment (db/dump.ts). */
  dump(): Promise<string>;
  /**
   * Follows the changes notified on CHANGES_CHANNEL by every instance: `change` gets each payload, `healthy`
   * says whether notifications are being received (false while the listening connection is lost: some may
   * have been missed). Resolves once listening, with the function that stops.
   */
  watchChanges(handlers: ChangeHandlers): Promise<() => Promise<void>>;
}

export interface ChangeHandlers {
  change(payload: string): void;
  healthy(ok: boolean): void;
}

/**
 * The PostgreSQL channel on which a change is announced: a user (`user:<id>`), a setting (`setting:<key>`), the
 * aroma catalogue (`table:aromes`, once per statement), one user's rated liquids (`eliquides:<user id>`, sent by
 * the app after its write commits). The triggers that send them are a migration (0008_change_triggers.sql).
 */
export const CHANGES_CHANNEL = 'vapolib_changes';

export const migrationsFolder = path.join(apiRoot, 'src/db/migrations');

interface JournalEntry {
  when: number;
  tag: string;
}

function readJournal(folder: string): JournalEntry[] {
  return (
    JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;
}

/** The newest migration's `when` recorded in the database: 0 when none is (no migrations table, or an empty one). */
async function appliedMigration(db: Db): Promise<number> {
  try {
    const result = (await db.execute(
      sql`select max(created_at) as applied from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { applied: string | number | null }[] };
    return Number(result.rows[0]?.applied ?? 0);
  } catch {
    // No migrations table yet: a new database.
    return 0;
  }
}

/**
 * The schema version a database is at: the tag of its newest applied migration (`0008_change_triggers`), or
 * `vide` for a database no migration has run on. Names the backups.
 */
export async function schemaVersion(db: Db, folder = migrationsFolder): Promise<string> {
  return migrationTag(await appliedMigration(db), folder);
}

/** The tag of the migration recorded with `when` (drizzle's created_at). */
export function migrationTag(when: number, folder = migrationsFolder): string {
  if (!when) return 'vide';
  const entry = readJournal(folder).find((candidate) => candidate.when === when);
  return entry?.tag ?? `inconnue_${when}`;
}

/** Why a start stopped before serving: a migration failed, and the database was left as it was. */
export class MigrationFailedError extends Error {
  constructor(
    readonly migration: string,
    readonly backupPath: string | undefined,
    cause: unknown,
  ) {
    const reason =
      cause instanceof Error ? ((cause.cause as Error | undefined)?.message ?? cause.message) : String(cause);
    super(
      `La migration ${migration} a échoué : ${reason}\n` +
        'Aucune migration n’a été appliquée : la base est restée telle qu’elle était (les migrations passent en une transaction).\n' +
        (backupPath
          ? `Sauvegarde faite juste avant : ${backupPath}\n`
          : 'La base ne contenait pas encore de données : pas de sauvegarde avant migration.\n') +
        'Le serveur ne démarre pas : corrigez la migration ou revenez à la version précédente de Vapolib.',
    );
    this.name = 'MigrationFailedError';
  }
}

/** Which pending migration holds the statement that failed (drizzle reports the statement, not the file). */
function failedMigration(folder: string, fromWhen: number, error: unknown): string {
  const pending = readJournal(folder).filter((entry) => entry.when > fromWhen);
  const query = (error as { query?: string }).query?.trim();
  if (query) {
    for (const entry of pending) {
      const text = fs.readFileSync(path.join(folder, `${entry.tag}.sql`), 'utf8');
      if (text.split('--> statement-breakpoint').some((statement) => statement.trim() === query))
        return entry.tag;
    }
  }
  return pending.map((entry) => entry.tag).join(', ') || 'inconnue';
}

export interface MigrateOptions {
  /** Another migrations folder (tests: a release's schema, a failing migration). */
  migrationsFolder?: string;
  /**
   * Called before migrations run on a database that already holds some (a release with new migrations started on
   * an existing database): makes the pre-migration backup and returns where it is.
   */
  beforeMigrate?: (database: Database, fromVersion: string) => Promise<string>;
}

/**
 * Applies the folder's pending migrations, when its newest is not applied yet (drizzle's rule: a migration runs
 * when its `when` is later than the last one recorded; one query when there is nothing to do). Drizzle runs them
 * all in one transaction: when one fails, none is applied, and MigrationFailedError says which and where the backup is.
 */
async function migrateIfNeeded(
  database: Database,
  options: MigrateOptions,
  migrate: (config: { migrationsFolder: string }) => Promise<void>,
) {
  const folder = options.migrationsFolder ?? migrationsFolder;
  const newest = Math.max(...readJournal(folder).map((entry) => entry.when));
  const applied = await appliedMigration(database.db);
  if (applied >= newest) return;
  const backupPath =
    applied > 0 && options.beforeMigrate
      ? await options.beforeMigrate(database, await schemaVersion(database.db, folder))
      : undefined;
  try {
    await migrate({ migrationsFolder: folder });
  } catch (error) {
    throw new MigrationFailedError(failedMigration(folder, applied, error), backupPath, error);
  }
}

/** Whether a PGlite folder holds no database yet (PGlite looks for the same file). */
export function isNewPgliteDir(dataDir: string): boolean {
  return !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}

/** PGlite with this app's extension and settings, on a folder and/or from a dump; no migration. */
export async function createPgliteClient(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PGlite> {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  return PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    // PostgreSQL's default 128 MB of shared buffers live in PGlite's WebAssembly memory, zeroed and so resident
    // from the start: 16 MB hold this database's hot pages, the rest comes from the OS's file cache (issue #15).
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
}

/**
 * Opens PGlite on a folder (persisted) or from a dump (tests, or the build's data template on a new folder: see
 * data-template.ts), and applies the migrations.
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } & MigrateOptions,
): Promise<Database> {
  const client = await createPgliteClient(options);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'pglite',
    close: () => client.close(),
    dump: () => dumpPglite(client),
    // One process holds the database: its notifications cannot be lost.
    async watchChanges(handlers) {
      const stop = await client.listen(CHANGES_CHANNEL, (payload) => handlers.change(payload));
      handlers.healthy(true);
      return stop;
    },
  };
  try {
    await migrateIfNeeded(database, options, (config) => migratePglite(db as never, config));
  } catch (error) {
    await client.close();
    throw error;
  }
  return database;
}

/**
 * Connects to a PostgreSQL server and applies the migrations under an advisory lock, so instances can start together.
 * The driver is loaded here, not with the module: a server on PGlite never evaluates it (~40 ms at start).
 */
export async function openPostgres(
  connectionString: string,
  options: MigrateOptions = {},
): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
  const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process: the pool reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    dump: () => dumpPostgres(connectionString),
    watchChanges: (handlers) => watchPostgresChanges(pg, connectionString, handlers),
  };
  const lockClient = await pool.connect();
  let failure: unknown;
  try {
    await lockClient.query('select pg_advisory_lock(727001)');
    await migrateIfNeeded(database, options, (config) => migratePg(db as never, config));
  } catch (error) {
    failure = error;
  } finally {
    await lockClient.query('select pg_advisory_unlock(727001)').catch(() => undefined);
    lockClient.release();
  }
  if (failure) {
    await pool.end();
    throw failure;
  }
  return database;
}

const RELISTEN_DELAY_MS = 500;

/**
 * LISTEN on a connection of its own (outside the pool: a pooled connection is shared). When it is lost,
 * `healthy(false)` at once, then a new connection every RELISTEN_DELAY_MS until one listens again.
 */
async function watchPostgresChanges(pgDriver: typeof pg, connectionString: string, handlers: ChangeHandlers) {
  let current: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const retry = () => {
    timer = setTimeout(() => connect().catch(retryLater), RELISTEN_DELAY_MS);
  };
  const retryLater = () => {
    if (!stopped) retry();
  };
  const connect = async () => {
    const client = new pgDriver.Client({ connectionString, keepAlive: true });
    const lost = () => {
      if (current !== client) return;
      current = undefined;
      handlers.healthy(false);
      client.end().catch(() => undefined);
      retryLater();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL) handlers.change(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANGES_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) return void (await client.end());
    current = client;
    handlers.healthy(true);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = undefined;
    await client?.end();
  };
}
