import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { defaultRateLimits } from '../apps/api/src/config.ts';
import { type Database, openPglite, openPostgres } from '../apps/api/src/db/client.ts';
import { BENCH_JWT_SECRET } from './mixed-workload.ts';

/** Benchmark servers listen on loopback ports 3161–3169 only. */
// BENCH_PORT_BASE moves them all, so two benches can run side by side on one machine.
const portBase = Number(process.env.BENCH_PORT_BASE ?? 3161);
export const BENCH_PORTS = {
  bare: portBase,
  pglite: portBase + 1,
  postgres: portBase + 2,
  startup: portBase + 3,
  proxy: portBase + 4,
  instances: [portBase + 5, portBase + 6, portBase + 7],
  smtp: portBase + 8,
} as const;

export type BenchKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL or TEST_DATABASE_URL is set. */
export const benchKinds: BenchKind[] =
  (process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL) ? ['pglite', 'postgres'] : ['pglite'];

/** A bare Fastify "hello" on loopback: the ceiling every figure is compared with, measured in the same run. */
export async function startBareFastify(): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.listen({ port: BENCH_PORTS.bare, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${BENCH_PORTS.bare}` };
}

/** A throw-away PostgreSQL database on the server of DATABASE_URL / TEST_DATABASE_URL: its URL, and how to drop it. */
export async function createBenchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = (process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL)!;
  const name = `vapolib_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** A throw-away PostgreSQL database, migrated, dropped at close. */
async function openBenchPostgres(): Promise<Database> {
  const created = await createBenchDatabase();
  const database = await openPostgres(created.url);
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/** The real app on loopback over a fresh database of the given kind, for measuring. */
export async function startBenchServer(
  kind: BenchKind = 'pglite',
): Promise<{ app: FastifyInstance; database: Database; url: string }> {
  const database = kind === 'postgres' ? await openBenchPostgres() : await openPglite({});
  const app = await buildApp({
    database,
    logger: false,
    config: {
      port: BENCH_PORTS[kind],
      host: '127.0.0.1',
      dataDir: '/nonexistent',
      jwtSecret: BENCH_JWT_SECRET,
      mailFrom: 'bench@vapolib.fr',
      logLevel: 'silent',
      trustProxy: false,
      vapidSubject: 'mailto:bench@vapolib.fr',
      coilReminderIntervalMs: 0,
      checkinReminderIntervalMs: 0,
      backups: { dir: '/nonexistent/backups', keep: 7, intervalMs: 0 },
      rateLimits: defaultRateLimits,
    },
  });
  await app.listen({ port: BENCH_PORTS[kind], host: '127.0.0.1' });
  return { app, database, url: `http://127.0.0.1:${BENCH_PORTS[kind]}` };
}

export async function registerAndLogin(app: FastifyInstance): Promise<string> {
  const email = `bench.${randomBytes(4).toString('hex')}@exemple.fr`;
  const password = randomBytes(12).toString('base64url');
  await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { nom: 'Bench', prenom: 'Mark', date_nais: '1990-01-01', email, password },
  });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  return login.json().token as string;
}

/** Adds `count` liquids to the signed-in user's list, on the first aromas of the catalogue. */
export async function addLiquids(app: FastifyInstance, token: string, count: number) {
  const headers = { authorization: `Bearer ${token}` };
  const aromas = (await app.inject({ method: 'GET', url: '/api/aromes/search?name=a', headers })).json() as {
    id: number;
    brand: string;
  }[];
  for (let i = 0; i < count; i++) {
    const arome = aromas[i % aromas.length]!;
    const response = await app.inject({
      method: 'POST',
      url: '/api/eliquides',
      headers,
      payload: { arome_id: arome.id, brand: arome.brand, rating: (i % 5) + 1, description: `Liquide ${i}` },
    });
    if (response.statusCode !== 201) throw new Error(`liquid not created: ${response.body}`);
  }
}

export interface Figures {
  label: string;
  requestsPerSecond: number;
  meanMs: number;
  medianMs: number;
  p99Ms: number;
  errors: number;
}

/**
 * Bounded in time and connections, loopback only. The load is generated in a worker thread, so the server
 * under test keeps the main thread to itself. One connection measures a request's own latency; more measure
 * throughput (latency then includes queueing).
 */
export async function measure(
  label: string,
  url: string,
  headers: Record<string, string>,
  options: { seconds?: number; connections?: number } = {},
): Promise<Figures> {
  const connections = options.connections ?? 1;
  const result = await autocannon({
    url,
    connections,
    duration: options.seconds ?? Number(process.env.BENCH_SECONDS ?? 8),
    headers,
    workers: 1,
  });
  if (result.non2xx > 0) throw new Error(`${label}: ${result.non2xx} non-2xx answers`);
  return {
    label: `${label} (c=${connections})`,
    requestsPerSecond: Math.round(result.requests.average),
    meanMs: Math.round(result.latency.mean * 100) / 100,
    medianMs: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
  };
}

/** One line per figure; with a bare Fastify figure, each throughput is also given as a ratio of it. */
export function printFigures(rows: Figures[], bare?: Figures, goals: Record<string, number> = {}) {
  for (const row of rows) {
    const ratio = bare ? row.requestsPerSecond / bare.requestsPerSecond : undefined;
    const goal = goals[row.label];
    process.stdout.write(
      `${row.label.padEnd(58)} ${String(row.requestsPerSecond).padStart(7)} req/s   median ${row.medianMs} ms   p99 ${row.p99Ms} ms${row.errors ? `   errors ${row.errors}` : ''}${ratio === undefined ? '' : `   ${ratio.toFixed(3)}× bare`}${goal === undefined || ratio === undefined ? '' : ` (goal ≥ ${goal}× ${ratio >= goal ? 'met' : 'NOT met'})`}\n`,
    );
  }
}
