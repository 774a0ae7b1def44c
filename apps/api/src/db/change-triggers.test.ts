import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/build-test-app.ts';
import { withDatabase } from '../../test/global-setup.ts';
import { apiRoot } from '../paths.ts';
import { createPgliteClient, type Database, type Db, openPglite, openPostgres } from './client.ts';

const migrations = path.join(apiRoot, 'src/db/migrations');
const triggersMigration = '0008_change_triggers';
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vapolib-triggers-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

/** The migrations of the previous release: those before the change triggers became one. */
function previousReleaseMigrations(): string {
  const folder = path.join(workDir, 'previous-migrations');
  fs.cpSync(migrations, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === triggersMigration);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/**
 * What the previous release's start left in a database: the same function and triggers, installed outside the
 * migrations, with its version hash as the function's comment (and, from an older release, a row trigger on
 * eliquides that the app no longer wants).
 */
async function installAsPreviousReleaseDid(db: Db) {
  await db.execute(sql`create or replace function vapolib_notify_change() returns trigger language plpgsql
    as $$ begin perform pg_notify('vapolib_changes', 'old'); return null; end $$`);
  await db.execute(sql`create trigger eliquides_notify_change after insert on eliquides
    for each row execute function vapolib_notify_change()`);
  const statements = fs
    .readFileSync(path.join(migrations, `${triggersMigration}.sql`), 'utf8')
    .split('--> statement-breakpoint');
  for (const statement of statements) await db.execute(sql.raw(statement));
  await db.execute(sql`comment on function vapolib_notify_change() is '0123456789abcdef'`);
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>) {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function expectTriggersWork(database: Database) {
  const triggers = await rows<{ tgname: string }>(
    database.db,
    sql`select tgname from pg_trigger where tgname like '%notify%' order by tgname`,
  );
  expect(triggers.map((row) => row.tgname)).toEqual([
    'aromes_notify_change',
    'eliquides_notify_truncate',
    'menu_links_notify_change',
    'settings_notify_change',
    'users_notify_change',
  ]);
  expect(
    await rows(database.db, sql`select obj_description('vapolib_notify_change()'::regprocedure) as comment`),
  ).toEqual([{ comment: null }]);
  const changes: string[] = [];
  const stop = await database.watchChanges({ change: (payload) => changes.push(payload), healthy: () => {} });
  await database.db.execute(sql`insert into settings (key, value) values ('essai', '1'::jsonb)`);
  await expect.poll(() => changes).toEqual(['setting:essai']);
  await stop();
}

describe.each(databaseKinds)('the change triggers, a migration, on %s', (kind) => {
  it('upgrade a database whose start installed them (previous release), and come with a new database', async () => {
    if (kind === 'pglite') {
      const dataDir = path.join(workDir, 'pglite');
      const client = await createPgliteClient({ dataDir });
      const previous = drizzlePglite({ client }) as unknown as Db;
      await migratePglite(previous as never, { migrationsFolder: previousReleaseMigrations() });
      await installAsPreviousReleaseDid(previous);
      await client.close();

      // A new PGlite database is the template's, checked in data-template.test.ts.
      const upgraded = await openPglite({ dataDir });
      await expectTriggersWork(upgraded);
      await upgraded.close();
      return;
    }
    const url = process.env.TEST_DATABASE_URL!;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const names = [1, 2].map(() => `vapolib_test_${randomBytes(6).toString('hex')}`);
    try {
      for (const name of names) await admin.query(`create database ${name}`);
      const pool = new pg.Pool({ connectionString: withDatabase(url, names[0]!) });
      const previous = drizzlePg({ client: pool }) as unknown as Db;
      await migratePg(previous as never, { migrationsFolder: previousReleaseMigrations() });
      await installAsPreviousReleaseDid(previous);
      await pool.end();

      for (const name of names) {
        const database = await openPostgres(withDatabase(url, name));
        await expectTriggersWork(database);
        await database.close();
      }
    } finally {
      for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
