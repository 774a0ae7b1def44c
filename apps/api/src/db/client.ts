import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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
 * the app after its write commits).
 */
export const CHANGES_CHANNEL = 'vapolib_changes';

/**
 * Triggers announce every committed change of a user, a setting, the catalogue or the menu, whatever code wrote it, on every instance
 * (NOTIFY is sent at commit). Installed at each start (idempotent), not in a migration file.
 */
const changeTriggers = [
  `create or replace function vapolib_notify_change() returns trigger language plpgsql as $$
   begin
     if TG_LEVEL = 'STATEMENT' then
       perform pg_notify('${CHANGES_CHANNEL}', 'table:' || TG_TABLE_NAME);
     elsif TG_TABLE_NAME = 'users' then
       perform pg_notify('${CHANGES_CHANNEL}', 'user:' || (case when TG_OP = 'DELETE' then OLD.id else NEW.id end));
     else
       perform pg_notify('${CHANGES_CHANNEL}', 'setting:' || (case when TG_OP = 'DELETE' then OLD.key else NEW.key end));
     end if;
     return null;
   end $$`,
  `create or replace trigger users_notify_change after insert or update or delete on users
   for each row execute function vapolib_notify_change()`,
  `create or replace trigger settings_notify_change after insert or update or delete on settings
   for each row execute function vapolib_notify_change()`,
  `create or replace trigger aromes_notify_change after insert or update or delete or truncate on aromes
   for each statement execute function vapolib_notify_change()`,
  `create or replace trigger menu_links_notify_change after insert or update or delete or truncate on menu_links
   for each statement execute function vapolib_notify_change()`,
  // Liquid writes are announced by the app after commit (lib/access-cache.ts): a NOTIFY inside the write would
  // make every liquid write wait for the others' commits (PostgreSQL serialises the commits that notify).
  'drop trigger if exists eliquides_notify_change on eliquides',
  `create or replace trigger eliquides_notify_truncate after truncate on eliquides
   for each statement execute function vapolib_notify_change()`,
];

async function installChangeTriggers(db: Db) {
  for (const statement of changeTriggers) await db.execute(sql.raw(statement));
}

const migrationsFolder = path.join(apiRoot, 'src/db/migrations');

/** Opens PGlite on a folder (persisted) or from a dump (tests), and applies the migrations. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    // PostgreSQL's default 128 MB of shared buffers live in PGlite's WebAssembly memory, zeroed and so resident
    // from the start: 16 MB hold this database's hot pages, the rest comes from the OS's file cache (issue #15).
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  await installChangeTriggers(db);
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

/** Connects to a PostgreSQL server and applies the migrations under an advisory lock, so instances can start together. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process: the pool reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock(727001)');
    await migratePg(db as never, { migrationsFolder });
    await installChangeTriggers(db);
  } finally {
    await lockClient.query('select pg_advisory_unlock(727001)').catch(() => undefined);
    lockClient.release();
  }
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    watchChanges: (handlers) => watchPostgresChanges(connectionString, handlers),
  };
}

const RELISTEN_DELAY_MS = 500;

/**
 * LISTEN on a connection of its own (outside the pool: a pooled connection is shared). When it is lost,
 * `healthy(false)` at once, then a new connection every RELISTEN_DELAY_MS until one listens again.
 */
async function watchPostgresChanges(connectionString: string, handlers: ChangeHandlers) {
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
    const client = new pg.Client({ connectionString, keepAlive: true });
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
