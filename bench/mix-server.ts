/**
 * The mixed workload against the built server in a process of its own (apps/api/dist/server.js started with the
 * node flags of `npm run serve`, on a throw-away PostgreSQL database, DATABASE_URL or TEST_DATABASE_URL, or with
 * MIX_DATABASE=pglite on PGlite in a temporary data folder), next to a bare Fastify "hello" in a process of its
 * own, both at the same number of connections. For each: req/s and the CPU time the server process spent per
 * request (from /proc, so the load generator's own CPU is not counted): on a machine shared with other work,
 * the CPU per request is the steadier figure. Then the server's RSS after the load against the issue's goal
 * (< 250 MB on PGlite, < 150 MB on PostgreSQL: only a server in its own process can be weighed), and
 * `process.memoryUsage()` as the server reports it on SIGUSR2 (bench/memory-probe.cjs). Part of `npm run bench`,
 * once per database (PostgreSQL skipped without a URL).
 * Usage: node --import tsx bench/mix-server.ts   (MIX_SECONDS, MIX_CONNECTIONS, MIX_PROFILE=1 for --cpu-prof,
 * MIX_NODE_ARGS for more node flags of the server, MIX_SERVE_FLAGS=0 to leave out those of `npm run serve`,
 * MIX_SERVER_JS for another build (a before/after comparison; keep it under apps/api), MIX_POOL for
 * DATABASE_POOL_SIZE, MIX_ROUTE=/api/... to load one GET route as the first user instead, MIX_MAPPINGS=1 to list
 * the largest resident memory mappings after the load)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { serveNodeFlags } from '../apps/api/scripts/serve-flags.ts';
import { openPglite, openPostgres } from '../apps/api/src/db/client.ts';
import { BENCH_PORTS, createBenchDatabase } from './bench-server.ts';
import {
  BENCH_JWT_SECRET,
  insertUsers,
  loadAverage,
  mixFigures,
  printMix,
  runMixedWorkload,
  seedMixData,
} from './mixed-workload.ts';

const connections = Number(process.env.MIX_CONNECTIONS ?? 200);
const seconds = Number(process.env.MIX_SECONDS ?? 20);
const serverJs = process.env.MIX_SERVER_JS ?? path.resolve(import.meta.dirname, '../apps/api/dist/server.js');
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vapolib-mix-'));

/** User + system CPU time of a process so far, in µs. */
function cpuOf(pid: number, part: 'all' | 'system' = 'all'): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = (part === 'all' ? Number(fields[11]) : 0) + Number(fields[12]);
  return (ticks * 1e6) / 100;
}
/**
 * CPU time so far of each PostgreSQL backend serving `databaseName`, in µs by process id (the database's share of
 * a request). Their title names the database.
 */
function postgresCpu(databaseName: string): Map<number, number> {
  const byProcess = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(` ${databaseName} `))
        byProcess.set(Number(entry), cpuOf(Number(entry)));
    } catch {
      // The process ended meanwhile.
    }
  }
  return byProcess;
}
/** The CPU the backends spent between two readings; one that ended meanwhile is not counted (an under-count). */
function postgresCpuSince(databaseName: string, before: Map<number, number>): number {
  let total = 0;
  for (const [pid, cpu] of postgresCpu(databaseName)) total += cpu - (before.get(pid) ?? 0);
  return total;
}
function rssOf(pid: number, field = 'VmRSS'): number {
  return (
    Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`))?.[1]) /
    1024
  );
}
/** RSS split into anonymous memory (heap, malloc) and file pages (the node binary, libraries), in MB. */
function rssSplit(pid: number): string {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? 0) / 1024;
  return `anonymous ${kb('RssAnon').toFixed(0)} MB, files ${kb('RssFile').toFixed(0)} MB`;
}
/** The largest resident mappings (the WebAssembly memory of PGlite is one anonymous mapping of its own), in MB. */
function largestMappings(pid: number, count = 12): string {
  const mappings: { name: string; rss: number }[] = [];
  let current: { name: string; rss: number } | undefined;
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      const size = (Number.parseInt(header[2]!, 16) - Number.parseInt(header[1]!, 16)) / 1048576;
      current = { name: `${header[3] || 'anonymous'} (${size.toFixed(0)} MB mapped)`, rss: 0 };
      mappings.push(current);
    } else if (current && line.startsWith('Rss:')) current.rss = Number(line.split(/\s+/)[1]) / 1024;
  }
  return mappings
    .sort((a, b) => b.rss - a.rss)
    .slice(0, count)
    .map((mapping) => `${mapping.rss.toFixed(0)} MB ${mapping.name}`)
    .join('; ');
}
async function waitFor(url: string) {
  for (let i = 0; i < 400; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} never answered`);
}
async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGINT');
  await new Promise((resolve) => child.once('exit', resolve));
}

const pglite = process.env.MIX_DATABASE === 'pglite';
if (!pglite && !(process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL)) {
  process.stdout.write(
    'server in its own process on PostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL)\n',
  );
  process.exit(0);
}
/** The issue's memory goals for the server's RSS after the load (issue 15). */
const rssGoalMb = pglite ? 250 : 150;
const bareUrl = `http://127.0.0.1:${BENCH_PORTS.bare}`;
const bare = spawn(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `import Fastify from 'fastify'; const app = Fastify({ logger: false }); app.get('/hello', async () => ({ hello: 'world' })); await app.listen({ port: ${BENCH_PORTS.bare}, host: '127.0.0.1' });`,
  ],
  { stdio: 'inherit', cwd: path.resolve(import.meta.dirname, '../apps/api') },
);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vapolib-mix-data-'));
const database = pglite ? undefined : await createBenchDatabase();
const direct = database
  ? await openPostgres(database.url)
  : await openPglite({ dataDir: path.join(dataDir, 'pglite') });
const inserted = await insertUsers(direct.db, connections);
// PGlite is one process's: the server holds the folder alone, so the bench lets go of it first.
if (pglite) await direct.close();
const url = `http://127.0.0.1:${BENCH_PORTS.startup}`;
const server = spawn(
  process.execPath,
  [
    ...(process.env.MIX_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ...(process.env.MIX_SERVE_FLAGS === '0' ? [] : serveNodeFlags()),
    ...(process.env.MIX_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    '--require',
    path.resolve(import.meta.dirname, 'memory-probe.cjs'),
    serverJs,
  ],
  {
    env: {
      ...process.env,
      PORT: String(BENCH_PORTS.startup),
      HOST: '127.0.0.1',
      DATABASE_URL: database?.url,
      DATA_DIR: dataDir,
      ...(process.env.MIX_POOL ? { DATABASE_POOL_SIZE: process.env.MIX_POOL } : {}),
      JWT_SECRET: BENCH_JWT_SECRET,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: process.env.MIX_LOG_LEVEL ?? 'warn',
      COIL_REMINDER_INTERVAL_MINUTES: '0',
    },
    stdio: 'inherit',
  },
);
try {
  await waitFor(`${bareUrl}/hello`);
  await waitFor(`${url}/api/maintenance`);
  process.stdout.write(
    `server on ${pglite ? 'PGlite' : 'PostgreSQL'}, node ${process.version} ${server.spawnargs.slice(1, -1).join(' ')}\n`,
  );
  process.stdout.write(
    `server RSS at start ${rssOf(server.pid!).toFixed(0)} MB (${rssSplit(server.pid!)})\n`,
  );
  server.kill('SIGUSR2');
  const mixUsers = await seedMixData(url, inserted);
  process.stdout.write(`${mixUsers.length} users seeded; load average ${loadAverage()}\n`);

  let cpu = cpuOf(bare.pid!);
  const hello = await autocannon({ url: `${bareUrl}/hello`, connections, duration: seconds, workers: 1 });
  const bareCpu = (cpuOf(bare.pid!) - cpu) / hello.requests.total;
  const bareRate = Math.round(hello.requests.average);
  process.stdout.write(
    `bare Fastify (c=${connections}, ${seconds} s) ${bareRate} req/s, ${bareCpu.toFixed(0)} µs CPU/request\n`,
  );

  cpu = cpuOf(server.pid!);
  const systemCpu = cpuOf(server.pid!, 'system');
  const databaseName = database && new URL(database.url).pathname.slice(1);
  const postgresBefore = databaseName ? postgresCpu(databaseName) : undefined;
  const route = process.env.MIX_ROUTE;
  const mix = route
    ? await autocannon({
        url: `${url}${route}`,
        connections,
        duration: seconds,
        workers: 1,
        headers: { authorization: `Bearer ${mixUsers[0]!.token}` },
      }).then((result) => mixFigures(`${route}, built server (c=${connections}, ${seconds} s)`, result))
    : await runMixedWorkload('mixed workload, server in its own process', url, mixUsers, {
        connections,
        seconds,
      });
  const mixCpu = (cpuOf(server.pid!) - cpu) / mix.requests;
  const mixSystemCpu = (cpuOf(server.pid!, 'system') - systemCpu) / mix.requests;
  const databaseCpu =
    databaseName && postgresBefore
      ? postgresCpuSince(databaseName, postgresBefore) / mix.requests
      : undefined;
  // The throughput goal is read on bench/mixed-load.ts's line (30 s, server and bare Fastify in the bench's
  // process); this one, each in a process of its own, is printed beside it without a verdict.
  printMix(mix, bareRate);
  const rssAfter = rssOf(server.pid!);
  process.stdout.write(
    `server ${mixCpu.toFixed(0)} µs CPU/request (${mixSystemCpu.toFixed(0)} of them in the kernel) = ${(mixCpu / bareCpu).toFixed(1)}× bare's${databaseCpu === undefined ? '' : `, PostgreSQL ${databaseCpu.toFixed(0)} µs CPU/request (its backends)`}; load average ${loadAverage()}\n`,
  );
  process.stdout.write(
    `server RSS after the load on ${pglite ? 'PGlite' : 'PostgreSQL'}: ${rssAfter.toFixed(0)} MB (${rssSplit(server.pid!)}), peak ${rssOf(server.pid!, 'VmHWM').toFixed(0)} MB (goal < ${rssGoalMb} MB ${rssAfter < rssGoalMb ? 'met' : 'NOT met'})\n`,
  );
  server.kill('SIGUSR2');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  if (process.env.MIX_MAPPINGS)
    process.stdout.write(`largest resident mappings: ${largestMappings(server.pid!)}\n`);
} finally {
  await stop(server);
  await stop(bare);
  if (database) {
    await direct.close();
    await database.drop();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (process.env.MIX_PROFILE) process.stdout.write(`profile in ${profileDir}\n`);
