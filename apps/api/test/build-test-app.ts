import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app.ts';
import { type AppConfig, defaultRateLimits } from '../src/config.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { AdjustableClock } from '../src/lib/adjustable-clock.ts';
import type { Mail, Mailer } from '../src/lib/mailer.ts';
import { postgresTemplate, templateDump, withDatabase } from './global-setup.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; the real PostgreSQL server too when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    mailFrom: 'Vapolib <test@vapolib.fr>',
    logLevel: 'silent',
    trustProxy: false,
    publicUrl: 'http://vapolib.test',
    rateLimits: defaultRateLimits,
    vapidSubject: 'mailto:test@vapolib.fr',
    coilReminderIntervalMs: 0,
    checkinReminderIntervalMs: 0,
    backups: { dir: '/nonexistent/backups', keep: 7, intervalMs: 0 },
    checkResponses: true,
    ...overrides,
  };
}

/** A clock the test can move forward. */
export class TestClock extends AdjustableClock {}

export class CapturingMailer implements Mailer {
  readonly sent: Mail[] = [];
  async send(mail: Mail) {
    this.sent.push(mail);
  }
}

/** The URL of each open PostgreSQL test database, so a second instance can connect to the same one. */
const postgresUrls = new WeakMap<Database['db'], string>();

export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') {
    return openPglite({ loadDataDir: new Blob([fs.readFileSync(templateDump)]) });
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `vapolib_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${postgresTemplate}`);
  await admin.end();
  const database = await openPostgres(withDatabase(url, name));
  postgresUrls.set(database.db, withDatabase(url, name));
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      // The pool's sockets may still be closing: wait for them rather than kill them mid-close.
      for (let attempt = 0; ; attempt++) {
        try {
          await dropper.query(`drop database if exists ${name}${attempt >= 20 ? ' with (force)' : ''}`);
          break;
        } catch (error) {
          if (attempt >= 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await dropper.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  mailer: CapturingMailer;
  clock: TestClock;
  close(): Promise<void>;
}

export async function buildTestApp(kind: DatabaseKind, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const mailer = new CapturingMailer();
  const clock = new TestClock();
  const app = await buildApp({ config: testConfig(overrides), database, mailer, clock, logger: false });
  await app.ready();
  return {
    app,
    database,
    mailer,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Builds an app on `kind` before the block's tests, hands it to `use` (to keep it, sign users in…), closes it after. */
export function buildBeforeAll(kind: DatabaseKind, use: (t: TestApp) => unknown) {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(kind);
    await use(built);
  });
  afterAll(async () => {
    await built?.close();
  });
}

/**
 * Another app on `first`'s own database handle, with its mailer and clock unless `options` says otherwise: the same
 * server started with other settings (a job's interval, the test clock). Not ready yet.
 */
export function buildAppBeside(
  first: TestApp,
  config: Partial<AppConfig> = {},
  options: Partial<Omit<BuildAppOptions, 'config' | 'database'>> = {},
): Promise<FastifyInstance> {
  return buildApp({
    config: testConfig(config),
    database: first.database,
    mailer: first.mailer,
    clock: first.clock,
    logger: false,
    ...options,
  });
}

/** Another app instance (own pool, own caches) on the same PostgreSQL database as `first`, as in production. */
export async function buildSecondInstance(first: TestApp): Promise<TestApp> {
  const url = postgresUrls.get(first.database.db);
  if (!url) throw new Error('a second instance needs a PostgreSQL test database');
  const database = await openPostgres(url);
  const app = await buildApp({
    config: testConfig(),
    database,
    mailer: first.mailer,
    clock: first.clock,
    logger: false,
  });
  await app.ready();
  return {
    app,
    database,
    mailer: first.mailer,
    clock: first.clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
