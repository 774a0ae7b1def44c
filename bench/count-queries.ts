/**
 * How many database round trips each request of the mixed workload makes: starts the app on PostgreSQL
 * (DATABASE_URL or TEST_DATABASE_URL), seeds two users as the mixed workload does, runs the loop of
 * `mixed-client.cjs` three times for one user and prints, per request of the last loop, the statements sent.
 * Not part of `npm run bench`. Usage: node --import tsx bench/count-queries.ts
 */
import pg from 'pg';
import { startBenchServer } from './bench-server.ts';
import { seedMixUsers } from './mixed-workload.ts';

const sent: string[] = [];
const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text: string };
  sent.push((typeof first === 'string' ? first : first.text).replace(/\s+/g, ' ').slice(0, 110));
  return original.apply(this, args);
} as typeof pg.Client.prototype.query;

const { app, database, url } = await startBenchServer('postgres');
try {
  const [user] = await seedMixUsers(database.db, url, 2);
  const day = new Date().toISOString().slice(0, 10);
  let id = 0;
  const steps: [string, string, unknown?, Record<string, string>?][] = [
    ['GET', '/api/maintenance'],
    ['GET', '/api/auth/me'],
    ['GET', '/api/eliquides'],
    ['GET', '/api/nicotine/status'],
    ['GET', '/api/cigarettes'],
    ['GET', '/api/resistance'],
    ['GET', '/api/recipes'],
    ['GET', '/api/menu/links'],
    ['GET', '/api/aromes/brands'],
    ['GET', '/api/aromes/search?name=fraise'],
    ['POST', '/api/nicotine/log', { date: day, ml: 7, rate: 6 }, { 'idempotency-key': 'x' }],
    ['POST', '/api/eliquides', { arome_id: user!.freeAromeId, brand: user!.freeBrand, rating: 4 }],
    ['PATCH', '/api/eliquides/:id', { rating: 2, description: 'Modifié' }],
    ['DELETE', '/api/eliquides/:id'],
  ];
  for (let loop = 0; loop < 3; loop++) {
    let total = 0;
    for (const [method, route, body, headers] of steps) {
      sent.length = 0;
      const path = route.replace(':id', String(id));
      const response = await fetch(`${url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${user!.token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(headers?.['idempotency-key'] ? { 'idempotency-key': `cle-${loop}-${Date.now()}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      if (method === 'POST' && route === '/api/eliquides') id = JSON.parse(text).id;
      await new Promise((resolve) => setTimeout(resolve, 30));
      total += sent.length;
      if (loop === 2) {
        process.stdout.write(`${method} ${route} → ${response.status}: ${sent.length} statements\n`);
        for (const text of sent) process.stdout.write(`    ${text}\n`);
      }
    }
    process.stdout.write(`loop ${loop + 1}: ${total} statements\n`);
  }
} finally {
  await app.close();
  await database.close();
}
