import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client.ts';
import { settings } from '../src/db/schema.ts';
import { withDatabase } from './global-setup.ts';
import { runChild, stopChildren, testPort } from './server-child.ts';

const running: ChildProcess[] = [];
const port = testPort;

/** Starts the real server the way `npm run serve` does, in its own process. */
const startServer = (env: Record<string, string>) => runChild(running, 'apps/api/src/server.ts', [], env);

afterEach(() => stopChildren(running));

describe('one data folder, one server (PGlite)', () => {
  it('refuses a second server on the same DATA_DIR, in French and English, and takes the folder back after kill -9', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vapolib-lock-'));
    const first = startServer({ PORT: port(1), DATA_DIR: dataDir });
    expect(await first.ready).toBe(true);

    const second = startServer({ PORT: port(2), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Le dossier de données ${dataDir} est déjà utilisé`);
    expect(second.output()).toContain(`The data folder ${dataDir} is already used`);
    // The first server still answers.
    const count = await fetch(`http://127.0.0.1:${port(1)}/api/auth/count`);
    expect(count.status).toBe(200);

    // kill -9: no cleanup runs, the kernel alone releases the lock.
    first.child.kill('SIGKILL');
    await first.exited;
    const third = startServer({ PORT: port(3), DATA_DIR: dataDir });
    expect(await third.ready).toBe(true);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 180_000);
});

describe('the first answers of a server (PGlite)', () => {
  it('already carry the maintenance set before the start, though the jobs have not run yet', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vapolib-first-'));
    const database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    const message = 'Retour à 18 h, merci de votre patience.';
    await database.db.insert(settings).values({ key: 'maintenance', value: { maintenance: true, message } });
    await database.close();

    const server = startServer({ PORT: port(7), DATA_DIR: dataDir });
    expect(await server.ready).toBe(true);
    const status = await fetch(`http://127.0.0.1:${port(7)}/api/maintenance`);
    expect(await status.json()).toEqual({ maintenance: true, message });
    const closed = await fetch(`http://127.0.0.1:${port(7)}/api/eliquides`);
    expect(closed.status).toBe(503);
    expect(await closed.json()).toEqual({ message });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 180_000);
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('several instances starting at once on an empty PostgreSQL database', () => {
  it('all come up, with one admin seeded', async () => {
    const name = `vapolib_start_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const env = {
        DATABASE_URL: withDatabase(url!, name),
        ADMIN_EMAIL: 'chef@vapolib.fr',
        ADMIN_PASSWORD: 'motdepasse-admin',
        JWT_SECRET: 'x'.repeat(40),
      };
      const servers = [4, 5, 6].map((n) => startServer({ ...env, PORT: port(n) }));
      const ready = await Promise.all(servers.map((server) => server.ready));
      expect(ready, servers.map((server) => server.output()).join('\n')).toEqual([true, true, true]);
      const db = new pg.Client({ connectionString: withDatabase(url!, name) });
      await db.connect();
      const { rows } = await db.query(`select count(*)::int as n from users where role = 'admin'`);
      await db.end();
      expect(rows[0].n).toBe(1);
    } finally {
      await stopChildren(running);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 180_000);
});
