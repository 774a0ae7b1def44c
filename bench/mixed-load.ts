/**
 * 200 connections, each one of 200 users looping over every list, a nicotine log and a liquid created, edited
 * and deleted, for 30 s on PostgreSQL (only when DATABASE_URL or TEST_DATABASE_URL is set), against a bare
 * Fastify "hello" at 200 connections measured in the same run. Goals: 0 errors, ≥ 0.1× bare.
 * MIX_SECONDS and MIX_CONNECTIONS change the length and width.
 */
import { measure, printFigures, startBareFastify, startBenchServer } from './bench-server.ts';
import { loadAverage, printMix, runMixedWorkload, seedMixUsers } from './mixed-workload.ts';

if (!(process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL)) {
  process.stdout.write('mixed workload: skipped (set DATABASE_URL or TEST_DATABASE_URL for PostgreSQL)\n');
  process.exit(0);
}
const connections = Number(process.env.MIX_CONNECTIONS ?? 200);
const seconds = Number(process.env.MIX_SECONDS ?? 30);

const { app, database, url } = await startBenchServer('postgres');
try {
  const mixUsers = await seedMixUsers(database.db, url, connections);
  process.stdout.write(`mixed workload: ${mixUsers.length} users seeded; load average ${loadAverage()}\n`);
  const bareServer = await startBareFastify();
  const bare = await measure('bare Fastify GET /hello', `${bareServer.url}/hello`, {}, { connections });
  await bareServer.app.close();
  printFigures([bare]);
  const mix = await runMixedWorkload('postgres mixed workload', url, mixUsers, { connections, seconds });
  printMix(mix, bare.requestsPerSecond, 0.1);
  process.stdout.write(
    `this bench's process after the load (server and load generator together; the server alone: bench/mix-server.ts): RSS ${Math.round(process.memoryUsage().rss / 1e6)} MB; load average ${loadAverage()}\n`,
  );
} finally {
  await app.close();
  await database.close();
}
