/**
 * Where the built server spends its CPU on one route: starts apps/api/dist/server.js under `node --cpu-prof` on
 * a throw-away PostgreSQL database (DATABASE_URL or TEST_DATABASE_URL), signs in a user with 20 liquids, loads
 * the route with 50 connections for 10 s, then prints req/s, the server's RSS and the top self-time functions.
 * `mix` instead of a route runs the mixed workload of 200 users for 20 s. Not part of `npm run bench`.
 * Usage: node --import tsx bench/profile-server.ts [/api/eliquides | mix]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { BENCH_PORTS, createBenchDatabase } from './bench-server.ts';
import {
  BENCH_JWT_SECRET,
  call,
  insertUsers,
  loadAverage,
  printMix,
  runMixedWorkload,
  seedMixUsers,
} from './mixed-workload.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

const route = process.argv[2] ?? '/api/eliquides';
const serverJs = path.resolve(import.meta.dirname, '../apps/api/dist/server.js');
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vapolib-profile-'));
const database = await createBenchDatabase();
const direct = await openPostgres(database.url);
const url = `http://127.0.0.1:${BENCH_PORTS.startup}`;
const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, serverJs], {
  env: {
    ...process.env,
    PORT: String(BENCH_PORTS.startup),
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    JWT_SECRET: BENCH_JWT_SECRET,
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'warn',
    COIL_REMINDER_INTERVAL_MINUTES: '0',
    CHECKIN_REMINDER_INTERVAL_MINUTES: '0',
  },
  stdio: 'ignore',
});
try {
  while (
    !(await fetch(`${url}/api/maintenance`).then(
      (r) => r.ok,
      () => false,
    ))
  )
    await new Promise((resolve) => setTimeout(resolve, 50));
  if (route === 'mix') {
    const mixUsers = await seedMixUsers(direct.db, url, 200);
    printMix(await runMixedWorkload('mixed workload', url, mixUsers, { connections: 200, seconds: 20 }));
  } else {
    const [user] = await insertUsers(direct.db, 1, 'profile');
    const aromas = (
      await call<{ id: number; brand: string }[]>(`${url}/api/aromes/search?name=a`, 'GET', user!.token)
    ).json;
    for (let i = 0; i < 20; i++)
      await call(`${url}/api/eliquides`, 'POST', user!.token, {
        arome_id: aromas[i]!.id,
        brand: aromas[i]!.brand,
        rating: (i % 5) + 1,
        description: `Liquide ${i}`,
      });
    const result = await autocannon({
      url: `${url}${route}`,
      connections: 50,
      duration: 10,
      headers: { authorization: `Bearer ${user!.token}` },
      workers: 1,
    });
    process.stdout.write(
      `${route}: ${Math.round(result.requests.average)} req/s, non-2xx ${result.non2xx}\n`,
    );
  }
  const rss = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1];
  process.stdout.write(`server RSS ${Math.round(Number(rss) / 1024)} MB; load average ${loadAverage()}\n`);
} finally {
  child.kill('SIGINT');
  await new Promise((resolve) => child.once('exit', resolve));
  await direct.close();
  await database.drop();
}

const [file] = fs.readdirSync(profileDir);
const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file!), 'utf8')) as {
  nodes: ProfileNode[];
  samples: number[];
};
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map<string, number>();
for (const id of profile.samples) {
  const frame = byId.get(id)!.callFrame;
  const key = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/.*\//, '')}:${frame.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + 1);
}
for (const [key, count] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
  process.stdout.write(`${((100 * count) / profile.samples.length).toFixed(1).padStart(5)} %  ${key}\n`);
process.stdout.write(`profile: ${path.join(profileDir, file!)} (open in Chrome DevTools or speedscope)\n`);
