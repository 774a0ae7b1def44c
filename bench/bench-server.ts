import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { defaultRateLimits } from '../apps/api/src/config.ts';
import { type Database, openPglite } from '../apps/api/src/db/client.ts';

/** A real HTTP server on loopback over a fresh embedded database, for measuring. */
export async function startBenchServer(): Promise<{ app: FastifyInstance; database: Database; url: string }> {
  const database = await openPglite({});
  const app = await buildApp({
    database,
    logger: false,
    config: {
      port: 0,
      host: '127.0.0.1',
      dataDir: '/nonexistent',
      mailFrom: 'bench@vapolib.fr',
      logLevel: 'silent',
      trustProxy: false,
      vapidSubject: 'mailto:bench@vapolib.fr',
      coilReminderIntervalMs: 0,
      rateLimits: defaultRateLimits,
    },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, database, url: address };
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

export interface Figures {
  label: string;
  requestsPerSecond: number;
  meanMs: number;
  medianMs: number;
  p99Ms: number;
}

/**
 * Bounded in time and connections, loopback only. One connection measures a request's own latency; more
 * measure throughput (the embedded database answers one query at a time, so latency then includes queueing).
 */
export async function measure(
  label: string,
  url: string,
  headers: Record<string, string>,
  options: { seconds?: number; connections?: number } = {},
): Promise<Figures> {
  const connections = options.connections ?? 1;
  const result = await autocannon({ url, connections, duration: options.seconds ?? 5, headers });
  if (result.non2xx > 0) throw new Error(`${label}: ${result.non2xx} non-2xx answers`);
  return {
    label: `${label} (c=${connections})`,
    requestsPerSecond: Math.round(result.requests.average),
    meanMs: Math.round(result.latency.mean * 100) / 100,
    medianMs: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

export function printFigures(rows: Figures[]) {
  for (const row of rows) {
    process.stdout.write(
      `${row.label.padEnd(48)} ${String(row.requestsPerSecond).padStart(7)} req/s   mean ${row.meanMs} ms   median ${row.medianMs} ms   p99 ${row.p99Ms} ms\n`,
    );
  }
}
