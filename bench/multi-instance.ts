/**
 * Past one machine (PostgreSQL only; skipped without DATABASE_URL or TEST_DATABASE_URL): three built servers
 * (apps/api/dist/server.js) on one throw-away database behind a round-robin proxy on loopback, the mixed
 * workload through the proxy while due coils are added, then checks: 0 errors, each coil reminder e-mailed
 * once (a real SMTP catcher), a role change and maintenance seen by all three instances at once. It proves
 * correctness, not speed (three servers, the proxy, the load and PostgreSQL share the machine's CPUs).
 * MIX_SECONDS and MIX_CONNECTIONS change the length and width of the load.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { serveNodeFlags } from '../apps/api/scripts/serve-flags.ts';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { startSmtpInbox } from '../apps/api/test/smtp-inbox.ts';
import { BENCH_PORTS, createBenchDatabase } from './bench-server.ts';
import {
  addDueCoil,
  BENCH_JWT_SECRET,
  BENCH_PASSWORD,
  call,
  inParallel,
  insertUsers,
  loadAverage,
  printMix,
  runMixedWorkload,
  seedMixUsers,
} from './mixed-workload.ts';

if (!(process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL)) {
  process.stdout.write('three instances: skipped (set DATABASE_URL or TEST_DATABASE_URL for PostgreSQL)\n');
  process.exit(0);
}
const serverJs = path.resolve(import.meta.dirname, '../apps/api/dist/server.js');
if (!fs.existsSync(serverJs))
  throw new Error('apps/api/dist/server.js missing: run `npm run build -w apps/api`');
const connections = Number(process.env.MIX_CONNECTIONS ?? 200);
const seconds = Number(process.env.MIX_SECONDS ?? 30);
const DUE_COILS = 100;
const REMINDER_INTERVAL_SECONDS = 3;

const failures: string[] = [];
function check(ok: boolean, what: string) {
  process.stdout.write(`  ${ok ? 'ok  ' : 'FAIL'} ${what}\n`);
  if (!ok) failures.push(what);
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const database = await createBenchDatabase();
const smtp = await startSmtpInbox(BENCH_PORTS.smtp);
// Migrated here first; the instances also migrate at start, under the advisory lock.
const direct = await openPostgres(database.url);
const instanceUrls = BENCH_PORTS.instances.map((port) => `http://127.0.0.1:${port}`);
const proxyUrl = `http://127.0.0.1:${BENCH_PORTS.proxy}`;
const children: ChildProcess[] = [];
const logs: string[][] = [];

function startInstance(port: number, index: number) {
  const child = spawn(process.execPath, [...serveNodeFlags(), serverJs], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      JWT_SECRET: BENCH_JWT_SECRET,
      SMTP_URL: `smtp://127.0.0.1:${BENCH_PORTS.smtp}`,
      PUBLIC_URL: proxyUrl,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      COIL_REMINDER_INTERVAL_MINUTES: String(REMINDER_INTERVAL_SECONDS / 60),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  logs[index] = [];
  const keep = (chunk: Buffer) => {
    logs[index]!.push(chunk.toString());
    if (logs[index]!.length > 50) logs[index]!.shift();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  children.push(child);
}

async function waitForAnswer(url: string) {
  const started = Date.now();
  for (;;) {
    if (Date.now() - started > 60_000) throw new Error(`${url}: no answer within 60 s`);
    if (
      await fetch(`${url}/api/maintenance`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(50);
  }
}

/** Round robin over the three instances, keep-alive connections to each. */
const perInstance = [0, 0, 0];
const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
let turn = 0;
const proxy = http.createServer((request, response) => {
  const index = turn++ % BENCH_PORTS.instances.length;
  perInstance[index]! += 1;
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port: BENCH_PORTS.instances[index],
      method: request.method,
      path: request.url,
      headers: request.headers,
      agent,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  request.pipe(upstream);
});

/** How long until `refused` holds on `url` (0 when the first try already saw it); -1 after a second. */
async function delayUntil(probe: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (let attempt = 0; ; attempt++) {
    if (await probe()) return attempt === 0 ? 0 : Math.round(performance.now() - started);
    if (performance.now() - started > 1000) return -1;
    await sleep(2);
  }
}
const status = async (url: string, token: string) =>
  (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).status;

try {
  BENCH_PORTS.instances.forEach(startInstance);
  await Promise.all(instanceUrls.map(waitForAnswer));
  await new Promise<void>((resolve) => proxy.listen(BENCH_PORTS.proxy, '127.0.0.1', resolve));
  process.stdout.write(
    `three instances on one PostgreSQL behind a round-robin proxy; load average ${loadAverage()}\n`,
  );

  const mixUsers = await seedMixUsers(direct.db, proxyUrl, connections);
  const [admin] = await insertUsers(direct.db, 1, 'admin', 'admin');
  const [member] = await insertUsers(direct.db, 1, 'member');

  // Due coils arrive while the load runs; the instances' reminder jobs (every 3 s each) race to send them.
  const dueUsers = mixUsers.slice(0, DUE_COILS);
  const load = runMixedWorkload('3 instances, mixed workload', proxyUrl, mixUsers, { connections, seconds });
  await sleep(2000);
  await inParallel(dueUsers, 4, (user, i) => addDueCoil(proxyUrl, user.token, `Mod dû ${i}`));
  const mix = await load;
  printMix(mix);
  process.stdout.write(
    `  requests per instance: ${perInstance.join(' / ')}; load average ${loadAverage()}\n`,
  );
  check(
    mix.errors === 0 && mix.non2xx === 0,
    `mixed workload through the proxy: 0 errors (${mix.requests} requests)`,
  );

  // Reminders: wait for every due coil's mail, then two more rounds of the job, and count.
  const dueEmails = new Set(dueUsers.map((user) => user.email));
  const remindersOf = () => smtp.mails.filter((mail) => dueEmails.has(mail.to));
  for (let waited = 0; remindersOf().length < DUE_COILS && waited < 60_000; waited += 200) await sleep(200);
  await sleep(2 * REMINDER_INTERVAL_SECONDS * 1000 + 500);
  const perAddress = new Map<string, number>();
  for (const mail of remindersOf()) perAddress.set(mail.to, (perAddress.get(mail.to) ?? 0) + 1);
  const twice = [...perAddress.values()].filter((count) => count > 1).length;
  const notified = (
    (await direct.db.execute(
      sql`select count(*)::int as n from resistances where already_notified`,
    )) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;
  check(
    perAddress.size === DUE_COILS && twice === 0 && smtp.mails.length === DUE_COILS && notified === DUE_COILS,
    `coil reminders sent once: ${perAddress.size}/${DUE_COILS} users mailed, ${twice} twice, ${smtp.mails.length} mails in all, ${notified} coils marked`,
  );

  // A role change on one instance: the member's older token is refused by all three at once.
  const [first, second, third] = instanceUrls as [string, string, string];
  for (const url of instanceUrls) await status(`${url}/api/auth/me`, member!.token); // cached everywhere
  await call(`${first}/api/auth/users/${member!.id}/role`, 'PATCH', admin!.token);
  const promoted = await Promise.all(
    instanceUrls.map((url) =>
      delayUntil(async () => (await status(`${url}/api/auth/me`, member!.token)) === 401),
    ),
  );
  check(
    promoted.every((delay) => delay >= 0 && delay < 1000),
    `promoted on instance 1: the older token refused by instances 1/2/3 after ${promoted.map((d) => (d === 0 ? 'first try' : `${d} ms`)).join(' / ')}`,
  );
  const login = await call<{ token: string }>(`${second}/api/auth/login`, 'POST', undefined, {
    email: member!.email,
    password: BENCH_PASSWORD,
  });
  const adminToken = login.json.token;
  const allowed = await Promise.all(instanceUrls.map((url) => status(`${url}/api/auth/users`, adminToken)));
  check(
    allowed.every((code) => code === 200),
    `the new admin's token lists users on all three (${allowed.join('/')})`,
  );
  await call(`${third}/api/auth/users/${member!.id}/role`, 'PATCH', admin!.token);
  const demoted = await Promise.all(
    instanceUrls.map((url) =>
      delayUntil(async () => (await status(`${url}/api/auth/users`, adminToken)) === 401),
    ),
  );
  check(
    demoted.every((delay) => delay >= 0 && delay < 1000),
    `demoted on instance 3: the admin token refused by instances 1/2/3 after ${demoted.map((d) => (d === 0 ? 'first try' : `${d} ms`)).join(' / ')}`,
  );

  // Maintenance switched on one instance is seen by every instance.
  const someone = mixUsers[DUE_COILS]!;
  for (const url of instanceUrls) await status(`${url}/api/eliquides`, someone.token); // cached everywhere
  await call(`${second}/api/maintenance`, 'POST', admin!.token, {
    maintenance: true,
    message: 'Essai de charge',
  });
  const on = await Promise.all(
    instanceUrls.map((url) =>
      delayUntil(async () => (await status(`${url}/api/eliquides`, someone.token)) === 503),
    ),
  );
  check(
    on.every((delay) => delay >= 0 && delay < 1000),
    `maintenance on via instance 2: users refused (503) by instances 1/2/3 after ${on.map((d) => (d === 0 ? 'first try' : `${d} ms`)).join(' / ')}`,
  );
  await call(`${first}/api/maintenance`, 'POST', admin!.token, { maintenance: false });
  const off = await Promise.all(
    instanceUrls.map((url) =>
      delayUntil(async () => (await status(`${url}/api/eliquides`, someone.token)) === 200),
    ),
  );
  check(
    off.every((delay) => delay >= 0 && delay < 1000),
    `maintenance off via instance 1: users served again by instances 1/2/3 after ${off.map((d) => (d === 0 ? 'first try' : `${d} ms`)).join(' / ')}`,
  );
} catch (error) {
  failures.push(String(error));
  throw error;
} finally {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
  );
  if (failures.length > 0)
    for (const [i, lines] of logs.entries())
      process.stdout.write(`--- instance ${i + 1}\n${lines.join('')}\n`);
  await new Promise((resolve) => proxy.close(resolve));
  agent.destroy();
  await smtp.close();
  await direct.close();
  await database.drop();
}
process.stdout.write(
  failures.length === 0
    ? 'three instances: every check met\n'
    : `three instances: ${failures.length} check(s) NOT met\n`,
);
if (failures.length > 0) process.exitCode = 1;
