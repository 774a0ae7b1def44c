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
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** One type for both drivers: the code never knows whether PGlite or a PostgreSQL server answers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
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

const migrationsFolder = path.join(apiRoot, 'src/db/migrations');

/**
 * Whether the folder's newest migration is applied already, by drizzle's own rule (a migration runs when its
 * `when` is later than the last one recorded): one query instead of drizzle's four statements and file reads.
 */
async function migrationsApplied(db: Db): Promise<boolean> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    const result = (await db.execute(
      sql`select max(created_at) as applied from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { applied: string | number | null }[] };
    return Number(result.rows[0]?.applied ?? 0) >= newest;
  } catch {
    // No migrations table yet: a new database.
    return false;
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
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  const client = await createPgliteClient(options);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  if (!(await migrationsApplied(db))) await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    // One process holds the database: its notifications cannot be lost.
    async watchChanges(handlers) {
      const stop = await client.listen(CHANGES_CHANNEL, (payload) => handlers.change(payload));
      handlers.healthy(true);
      return stop;
    },
  };
}

/**
 * Connects to a PostgreSQL server and applies the migrations under an advisory lock, so instances can start together.
 * The driver is loaded here, not with the module: a server on PGlite never evaluates it (~40 ms at start).
 */
export async function openPostgres(connectionString: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
  const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process: the pool reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock(727001)');
    if (!(await migrationsApplied(db))) await migratePg(db as never, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock(727001)').catch(() => undefined);
    lockClient.release();
  }
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    watchChanges: (handlers) => watchPostgresChanges(pg, connectionString, handlers),
  };
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
