import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import {
  createPgliteClient,
  type Database,
  type MigrateOptions,
  MigrationFailedError,
  migrationsFolder,
  openPglite,
  openPostgres,
} from '../src/db/client.ts';
import { restoreBackup, type Target, writeBackup } from '../src/modules/backups/index.ts';
import { type DatabaseKind, databaseKinds, testConfig } from './build-test-app.ts';
import { randomIp } from './factories.ts';
import { withDatabase } from './global-setup.ts';

/** The first release's database, with rows in each of its tables (made by test/make-release-fixture.ts). */
const releaseDump = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/release-0000.sql'), 'utf8');
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const temporaryFolder = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vapolib-upgrade-'));
  cleanups.push(async () => fs.rmSync(folder, { recursive: true, force: true }));
  return folder;
};

/** A new database of `kind` holding the first release's data. */
async function firstReleaseDatabase(kind: DatabaseKind): Promise<Target> {
  if (kind === 'pglite') {
    const target: Target = { kind, dataDir: temporaryFolder() };
    await restoreBackup(target, releaseDump, {});
    return target;
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `vapolib_upgrade_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  const target: Target = { kind, url: withDatabase(url, name) };
  await restoreBackup(target, releaseDump, {});
  return target;
}

const open = (target: Target, options: MigrateOptions): Promise<Database> =>
  target.kind === 'pglite'
    ? openPglite({ dataDir: path.join(target.dataDir, 'pglite'), ...options })
    : openPostgres(target.url, options);

/** What the server's start does before migrating a database that holds data. */
function backupBeforeMigrate(dir: string, seen: string[]): MigrateOptions['beforeMigrate'] {
  return async (database, fromVersion) => {
    seen.push(fromVersion);
    return (
      await writeBackup({ dir, keep: 7 }, await database.dump(), {
        at: new Date(),
        version: fromVersion,
        beforeMigration: true,
      })
    ).path;
  };
}

describe.each(databaseKinds)('upgrading the first release’s database on %s', (kind) => {
  it('keeps every row, readable through the API, after a backup made before migrating', async () => {
    const target = await firstReleaseDatabase(kind);
    const backups = temporaryFolder();
    const seen: string[] = [];
    const database = await open(target, { beforeMigrate: backupBeforeMigrate(backups, seen) });
    // The rows no route shows are there too (read before the app's housekeeping prunes the expired ones).
    const rows = (await database.db.execute(
      sql.raw(
        "select (select count(*) from password_reset_tokens)::int as tokens, (select hits from rate_limits where key = 'login:ip:203.0.113.7') as hits",
      ),
    )) as unknown as { rows: { tokens: number; hits: number }[] };
    expect(rows.rows[0]).toEqual({ tokens: 1, hits: 3 });
    const app = await buildApp({ config: testConfig(), database, logger: false });
    cleanups.push(async () => {
      await app.close();
      await database.close();
    });
    await app.ready();
    expect(seen).toEqual(['0000_thankful_luckman']);
    expect(fs.readdirSync(backups)).toEqual([
      expect.stringMatching(/-0000_thankful_luckman-avant-migration\.sql\.gz$/),
    ]);

    const login = (email: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: randomIp(),
        payload: { email, password },
      });
    const camille = await login('camille.martin@exemple.fr', 'camille-mot-de-passe');
    expect(camille.statusCode).toBe(200);
    expect(camille.json().user).toMatchObject({
      prenom: 'Camille',
      nom: 'Martin',
      date_nais: '1988-03-14',
      role: 'user',
    });
    const admin = await login('admin@exemple.fr', 'admin-mot-de-passe');
    expect(admin.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${admin.json().token as string}` };
    const users = (await app.inject({ method: 'GET', url: '/api/auth/users', headers: auth })).json() as {
      email: string;
    }[];
    expect(users.map((user) => user.email).sort()).toEqual(['admin@exemple.fr', 'camille.martin@exemple.fr']);
    const links = (await app.inject({ method: 'GET', url: '/api/menu/links' })).json() as { label: string }[];
    // The admin's two links are kept; migration 0012 adds « Mon stock » to a menu that already had links (decision 0170).
    expect(links.map((link) => link.label)).toEqual(['Accueil', 'Calculatrice', 'Mon stock']);
    const maintenance = (await app.inject({ method: 'GET', url: '/api/maintenance' })).json();
    expect(maintenance).toEqual({ maintenance: false, message: 'Retour à 14 h après la mise à jour.' });
  }, 180_000);

  it('stops on a failing migration, naming it and the backup, and leaves the database as it was', async () => {
    const target = await firstReleaseDatabase(kind);
    const backups = temporaryFolder();
    // The real migrations, then one whose second statement fails after its first succeeded.
    const failing = temporaryFolder();
    fs.cpSync(migrationsFolder, failing, { recursive: true });
    const journalFile = path.join(failing, 'meta/_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
    const last = journal.entries.at(-1);
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: '9999_broken' });
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    fs.writeFileSync(
      path.join(failing, '9999_broken.sql'),
      'CREATE TABLE "upgrade_probe" ("id" integer);\n--> statement-breakpoint\nALTER TABLE "no_such_table" ADD COLUMN "x" integer;',
    );
    const seen: string[] = [];
    const failure = await open(target, {
      migrationsFolder: failing,
      beforeMigrate: backupBeforeMigrate(backups, seen),
    }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(MigrationFailedError);
    const [backup] = fs.readdirSync(backups);
    expect((failure as MigrationFailedError).migration).toBe('9999_broken');
    expect((failure as Error).message).toContain('La migration 9999_broken a échoué');
    expect((failure as Error).message).toContain(path.join(backups, backup!));

    // Nothing of the new release was applied: not 0001…, not the broken one's first statement.
    const query = async (text: string) => {
      if (target.kind === 'pglite') {
        const client = await createPgliteClient({ dataDir: path.join(target.dataDir, 'pglite') });
        try {
          return (await client.query<Record<string, unknown>>(text)).rows;
        } finally {
          await client.close();
        }
      }
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      try {
        return (await client.query(text)).rows;
      } finally {
        await client.end();
      }
    };
    expect(
      await query(
        `select (select count(*) from drizzle.__drizzle_migrations)::int as applied,
                to_regclass('public.upgrade_probe') is null as no_probe,
                to_regclass('public.aromes') is null as no_aromes,
                (select count(*) from public.users)::int as users`,
      ),
    ).toEqual([{ applied: 1, no_probe: true, no_aromes: true, users: 2 }]);
  }, 180_000);
});
