import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { seedDatabase } from '../src/app.ts';
import { openPglite, openPostgres } from '../src/db/client.ts';

// Unique per run, so several test runs on one machine never read each other's half-written template.
const runId = process.env.VAPOLIB_TEST_RUN ?? String(process.pid);
process.env.VAPOLIB_TEST_RUN = runId;
export const templateDump = path.resolve(
  import.meta.dirname,
  `../../../.tmp/pglite-template-${runId}.tar.gz`,
);
export const postgresTemplate = `vapolib_test_template_${runId}`;

/** Migrates one database per engine once; every test file then starts from a copy of it. */
export default async function setup() {
  fs.mkdirSync(path.dirname(templateDump), { recursive: true });
  const database = await openPglite({});
  await seedDatabase(database.db);
  const client = (database as unknown as { db: { $client: PGlite } }).db.$client;
  const dump = await client.dumpDataDir('gzip');
  fs.writeFileSync(templateDump, Buffer.from(await dump.arrayBuffer()));
  await database.close();

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [postgresTemplate],
    );
    await admin.query(`drop database if exists ${postgresTemplate}`);
    await admin.query(`create database ${postgresTemplate}`);
    await admin.end();
    const template = await openPostgres(withDatabase(url, postgresTemplate));
    await seedDatabase(template.db);
    await template.close();
  }
  return async function teardown() {
    fs.rmSync(templateDump, { force: true });
    if (url) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop database if exists ${postgresTemplate} with (force)`);
      await admin.end();
    }
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
