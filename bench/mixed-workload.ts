/**
 * The mixed workload shared by `bench/mixed-load.ts` (one server) and `bench/multi-instance.ts` (three behind a
 * proxy): users inserted in the database (one password hash for all, tokens signed with the bench's
 * JWT_SECRET, so no rate limit or argon2 per user is paid), their data created through the API, then many
 * connections each looping as one user over every list and a few writes (see `mixed-client.cjs`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDaysToDay, dayIn } from '@vapolib/domain';
import autocannon from 'autocannon';
import type { Db } from '../apps/api/src/db/client.ts';
import { users } from '../apps/api/src/db/schema.ts';
import { hashPassword } from '../apps/api/src/lib/passwords.ts';
import { createTokenSigner } from '../apps/api/src/lib/tokens.ts';

/** The JWT secret every bench server is started with, so the bench signs its users' tokens itself. */
export const BENCH_JWT_SECRET = 'bench-only-secret-never-used-in-production-0123456789';
export const BENCH_PASSWORD = 'motdepasse-de-charge';

export interface MixUser {
  id: number;
  email: string;
  token: string;
  freeAromeId: number;
  freeBrand: string;
}

/** `fetch` as JSON; throws on an unexpected status, so seeding never goes on silently broken. */
export async function call<T = unknown>(
  url: string,
  method: string,
  token: string | undefined,
  body?: unknown,
  expected: number[] = [200, 201],
): Promise<{ status: number; json: T }> {
  const response = await fetch(url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!expected.includes(response.status)) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

/** Runs `task` over `items`, `width` at a time. */
export async function inParallel<T>(
  items: T[],
  width: number,
  task: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        await task(items[index]!, index);
      }
    }),
  );
}

/** Inserts `count` users (password BENCH_PASSWORD) and signs a token for each. */
export async function insertUsers(
  db: Db,
  count: number,
  prefix = 'mix',
  role: 'admin' | 'user' = 'user',
): Promise<{ id: number; email: string; token: string }[]> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const stamp = Date.now().toString(36);
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `${prefix}.${stamp}.${i}@exemple.fr`,
        nom: 'Charge',
        prenom: `Camille${i}`,
        dateNais: '1990-01-01',
        passwordHash,
        role,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const signer = createTokenSigner(BENCH_JWT_SECRET);
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      token: await signer.sign({ userId: row.id, role, version: 0 }, true),
    })),
  );
}

export const quickRecipe = { aroma: 15, quantity: 100, ratio: '30/70', nicotine: 3 };

/**
 * `count` users, each with 10 rated liquids, a device and a coil (not due), a nicotine plan with today's log and
 * a recipe, created through the API at `url`.
 */
export async function seedMixUsers(db: Db, url: string, count: number): Promise<MixUser[]> {
  return seedMixData(url, await insertUsers(db, count));
}

/** The data of `seedMixUsers` for users already inserted (PGlite: inserted before the server holds the folder). */
export async function seedMixData(
  url: string,
  created: { id: number; email: string; token: string }[],
): Promise<MixUser[]> {
  const aromas = (
    await call<{ id: number; brand: string }[]>(`${url}/api/aromes/search?name=a`, 'GET', created[0]!.token)
  ).json;
  if (aromas.length < 11) throw new Error('the catalogue has fewer than 11 aromas matching "a"');
  const today = dayIn(new Date());
  await inParallel(created, 8, async (user) => {
    const api = <T = unknown>(method: string, route: string, body?: unknown) =>
      call<T>(`${url}/api${route}`, method, user.token, body);
    for (let i = 0; i < 10; i++) {
      const arome = aromas[i]!;
      await api('POST', '/eliquides', {
        arome_id: arome.id,
        brand: arome.brand,
        rating: (i % 5) + 1,
        description: `Liquide ${i}`,
      });
    }
    const cigarette = (
      await api<{ cigarette: { _id: number } }>('POST', '/cigarettes', { modele: 'Mod de charge' })
    ).json.cigarette;
    await api('POST', '/resistance', {
      cigId: cigarette._id,
      dateInstallation: today,
      duree: 30,
      notifie: true,
    });
    await api('POST', '/nicotine/plan', { startRate: 12, targetRate: 0, dailyAvgMl: 15, mode: 'lent' });
    await api('POST', '/nicotine/log', { date: today, ml: 10, rate: 12 });
    await api('POST', '/recipes', { name: 'Ma recette', mode: 'quick', inputs: quickRecipe });
  });
  return created.map((user) => ({ ...user, freeAromeId: aromas[10]!.id, freeBrand: aromas[10]!.brand }));
}

/** A coil of `user` whose life ended yesterday (installed 31 days ago, 30 days of life), reminder on. */
export async function addDueCoil(url: string, token: string, modele: string) {
  const cigarette = (
    await call<{ cigarette: { _id: number } }>(`${url}/api/cigarettes`, 'POST', token, { modele })
  ).json.cigarette;
  await call(`${url}/api/resistance`, 'POST', token, {
    cigId: cigarette._id,
    dateInstallation: addDaysToDay(dayIn(new Date()), -31),
    duree: 30,
    notifie: true,
  });
}

export interface MixFigures {
  label: string;
  requestsPerSecond: number;
  medianMs: number;
  p99Ms: number;
  requests: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

/** `connections` connections, each one of `users` (round robin), looping over the mixed requests for `seconds`. */
export async function runMixedWorkload(
  label: string,
  url: string,
  mixUsers: MixUser[],
  options: { connections: number; seconds: number },
): Promise<MixFigures> {
  const dataFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vapolib-mix-')), 'users.json');
  fs.writeFileSync(dataFile, JSON.stringify({ users: mixUsers, day: dayIn(new Date()) }));
  process.env.VAPOLIB_MIX_DATA = dataFile;
  try {
    const result = await autocannon({
      url,
      connections: options.connections,
      duration: options.seconds,
      workers: 1,
      timeout: 20,
      setupClient: path.join(import.meta.dirname, 'mixed-client.cjs'),
    } as unknown as autocannon.Options);
    return mixFigures(`${label} (c=${options.connections}, ${options.seconds} s)`, result);
  } finally {
    fs.rmSync(path.dirname(dataFile), { recursive: true, force: true });
  }
}

/** What an autocannon run measured, as printMix prints it. */
export function mixFigures(label: string, result: autocannon.Result): MixFigures {
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(
    (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {},
  ))
    statusCodes[code] = stat.count;
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    medianMs: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
  };
}

export function printMix(row: MixFigures, bareRequestsPerSecond?: number, goal?: number) {
  const ratio = bareRequestsPerSecond ? row.requestsPerSecond / bareRequestsPerSecond : undefined;
  process.stdout.write(
    `${row.label.padEnd(58)} ${String(row.requestsPerSecond).padStart(7)} req/s   median ${row.medianMs} ms   p99 ${row.p99Ms} ms   ${row.requests} requests, errors ${row.errors}, non-2xx ${row.non2xx} ${JSON.stringify(row.statusCodes)}${ratio === undefined ? '' : `   ${ratio.toFixed(3)}× bare`}${goal === undefined || ratio === undefined ? '' : ` (goal ≥ ${goal}× ${ratio >= goal && row.errors + row.non2xx === 0 ? 'met' : 'NOT met'})`}\n`,
  );
}

export function loadAverage() {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}
