/** CPU time of the server per request (Fastify inject, no sockets): the steadiest cost figure on a shared machine. Usage: node --import tsx bench/cpu-per-request.ts [pglite|postgres] */
import Fastify from 'fastify';
import { addLiquids, registerAndLogin, startBenchServer } from './bench-server.ts';

const kind = (process.argv[2] ?? 'pglite') as 'pglite' | 'postgres';
const bare = Fastify({ logger: false });
bare.get('/hello', async () => ({ hello: 'world' }));
await bare.ready();
const { app, database } = await startBenchServer(kind);
const token = await registerAndLogin(app);
await addLiquids(app, token, 20);
const h = { authorization: `Bearer ${token}` };
async function cpu(label: string, f: () => Promise<unknown>, n = 1500) {
  for (let i = 0; i < 200; i++) await f();
  const c = process.cpuUsage();
  for (let i = 0; i < n; i++) await f();
  const d = process.cpuUsage(c);
  console.log(`${kind} ${label}: ${((d.user + d.system) / n).toFixed(0)} µs CPU/request`);
}
await cpu('bare', () => bare.inject('/hello'));
await cpu('maintenance', () => app.inject('/api/maintenance'));
await cpu('eliquides', () => app.inject({ url: '/api/eliquides', headers: h }), 500);
await cpu('auth/me', () => app.inject({ url: '/api/auth/me', headers: h }), 500);
await cpu('search cherry', () => app.inject({ url: '/api/aromes/search?name=cherry', headers: h }), 500);
console.log('serving', app.ctx.cache.serving);
await app.close();
await database.close();
