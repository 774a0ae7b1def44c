import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { backupFileNamePattern } from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  type DatabaseKind,
  databaseKinds,
  type TestApp,
  testConfig,
} from '../../../test/build-test-app.ts';
import { type CreatedUser, createAdminAndUser, randomIp } from '../../../test/factories.ts';
import { withDatabase } from '../../../test/global-setup.ts';
import { buildApp } from '../../app.ts';
import { type Database, openPglite, openPostgres } from '../../db/client.ts';
import { lockDataDir } from '../../db/data-dir-lock.ts';
import { readBackupSql, restoreBackup, type Target } from './index.ts';

const temporaryFolder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'vapolib-backups-'));

/** A new, empty database of `kind` to restore into, and how to drop it afterwards. */
async function emptyTarget(kind: DatabaseKind): Promise<{ target: Target; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = temporaryFolder();
    return {
      target: { kind, dataDir },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `vapolib_restore_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    target: { kind, url: withDatabase(url, name) },
    async drop() {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** The restored database, opened as the server opens it, with the app on it. */
async function appOn(target: Target) {
  const database: Database =
    target.kind === 'pglite'
      ? await openPglite({ dataDir: path.join(target.dataDir, 'pglite') })
      : await openPostgres(target.url);
  const app = await buildApp({ config: testConfig(), database, logger: false });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

async function signIn(app: TestApp['app'], who: CreatedUser) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: randomIp(),
    payload: { email: who.email, password: who.password },
  });
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${response.json().token as string}` };
}

describe.each(databaseKinds)('backups on %s', (kind) => {
  let t: TestApp;
  let admin: CreatedUser;
  let user: CreatedUser;
  let dir: string;
  beforeAll(async () => {
    dir = temporaryFolder();
    t = await buildTestApp(kind, { backups: { dir, keep: 3, intervalMs: 0 } });
    ({ admin, user } = await createAdminAndUser(t.app));
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const addLiquid = (aromeId: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/eliquides',
      headers: user.auth,
      payload: { arome_id: aromeId, brand: 'Marque', rating: 4 },
    });
  const backupNow = () => t.app.inject({ method: 'POST', url: '/api/backups', headers: admin.auth });

  it('are for admins only, and take no path from the request', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/backups' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/backups', headers: user.auth })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'POST', url: '/api/backups', headers: user.auth })).statusCode).toBe(
      403,
    );
    const traversal = await t.app.inject({
      method: 'GET',
      url: '/api/backups/..%2F..%2Fetc%2Fpasswd',
      headers: admin.auth,
    });
    expect(traversal.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/backups/vapolib-2020-01-01T00-00-00-000Z-0000_x.sql.gz',
      headers: admin.auth,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: messages.backupNotFound });
  });

  it('holds every write acknowledged before it began, while writes go on', async () => {
    const acknowledged: number[] = [];
    let writing = true;
    const writer = (async () => {
      for (let aromeId = 1; writing && aromeId < 400; aromeId++) {
        expect((await addLiquid(aromeId)).statusCode).toBe(201);
        acknowledged.push(aromeId);
      }
    })();
    while (acknowledged.length < 5) await new Promise((resolve) => setImmediate(resolve));
    const before = [...acknowledged];
    const made = await backupNow();
    writing = false;
    await writer;
    expect(made.statusCode).toBe(200);
    const body = made.json();
    expect(body).toMatchObject({ ok: true, info: messages.backupDone, keep: 3 });
    expect(body.lastSuccess.file).toMatch(backupFileNamePattern);
    expect(body.files[0]).toMatchObject({ name: body.lastSuccess.file, beforeMigration: false });
    expect(body.files[0].schemaVersion).toMatch(/^\d{4}_/);
    expect(body.files[0].size).toBe(fs.statSync(path.join(dir, body.files[0].name)).size);

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/backups/${body.files[0].name}`,
      headers: admin.auth,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    const text = zlib.gunzipSync(download.rawPayload).toString('utf8');
    expect(text).toContain('PostgreSQL database dump');
    expect(text).not.toMatch(/^SET transaction_timeout/m);
    expect(text).not.toMatch(/^\\restrict/m);
    expect(text).toContain('INSERT INTO public.eliquides');

    // Restored into an empty database of each kind: the user signs in with their password and sees their liquids.
    for (const into of databaseKinds) {
      const { target, drop } = await emptyTarget(into);
      try {
        const report = await restoreBackup(target, readBackupSql(path.join(dir, body.files[0].name)), {});
        expect(report.replaced).toBeUndefined();
        expect(report.restored.rows.users).toBeGreaterThanOrEqual(2);
        const restored = await appOn(target);
        try {
          const liquids = await restored.app.inject({
            method: 'GET',
            url: '/api/eliquides',
            headers: await signIn(restored.app, user),
          });
          const aromeIds = (liquids.json() as { arome_id: number }[]).map((liquid) => liquid.arome_id);
          expect(aromeIds).toEqual(expect.arrayContaining(before));
        } finally {
          await restored.close();
        }
        // A second restore into it refuses, saying what it holds; --force replaces it.
        const dump = readBackupSql(path.join(dir, body.files[0].name));
        await expect(restoreBackup(target, dump, {})).rejects.toThrow(
          /contient déjà des données.*users : \d+/s,
        );
        const forced = await restoreBackup(target, dump, { force: true });
        expect(forced.replaced?.rows.users).toBe(forced.restored.rows.users);
      } finally {
        await drop();
      }
    }
  }, 240_000);

  it('keeps the newest BACKUP_KEEP', async () => {
    for (let round = 0; round < 4; round++) {
      t.clock.advance(60_000);
      expect((await backupNow()).json().ok).toBe(true);
    }
    const { files, lastSuccess } = (
      await t.app.inject({ method: 'GET', url: '/api/backups', headers: admin.auth })
    ).json();
    expect(files).toHaveLength(3);
    expect(files[0].name).toBe(lastSuccess.file);
    expect(fs.readdirSync(dir).sort()).toEqual(files.map((file: { name: string }) => file.name).sort());
  }, 120_000);
});

describe('a backup that cannot be written', () => {
  let t: TestApp;
  let admin: CreatedUser;
  let parent: string;
  beforeAll(async () => {
    parent = temporaryFolder();
    fs.writeFileSync(path.join(parent, 'not-a-folder'), '');
    t = await buildTestApp('pglite', {
      backups: { dir: path.join(parent, 'not-a-folder', 'backups'), keep: 7, intervalMs: 0 },
    });
    ({ admin } = await createAdminAndUser(t.app));
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(parent, { recursive: true, force: true });
  });

  it('is reported with its reason, leaves no file, and the server keeps serving', async () => {
    const made = await t.app.inject({ method: 'POST', url: '/api/backups', headers: admin.auth });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ ok: false, files: [], lastSuccess: null });
    expect(made.json().info).toMatch(new RegExp(`^${messages.backupFailed} : .*not-a-folder`));
    expect(made.json().lastFailure.message).toBe(made.json().info);
    expect(fs.readdirSync(parent)).toEqual(['not-a-folder']);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: admin.auth })).statusCode).toBe(
      200,
    );
  });
});

describe('restore into a PGlite folder a server holds', () => {
  it('is refused and changes nothing', async () => {
    const dataDir = temporaryFolder();
    const lock = await lockDataDir(dataDir);
    try {
      await expect(restoreBackup({ kind: 'pglite', dataDir }, 'select 1;', {})).rejects.toThrow(
        /Un serveur Vapolib utilise le dossier/,
      );
      expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    } finally {
      await lock.release();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
