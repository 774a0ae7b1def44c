/**
 * API throughput against a bare Fastify "hello" measured in the same run: the public maintenance status and
 * an authenticated list of 20 liquids, on PGlite and (when DATABASE_URL or TEST_DATABASE_URL is set) PostgreSQL.
 */
import {
  addLiquids,
  benchKinds,
  type Figures,
  measure,
  printFigures,
  registerAndLogin,
  startBareFastify,
  startBenchServer,
} from './bench-server.ts';

const goals: Record<string, number> = {
  'pglite GET /api/maintenance (public) (c=50)': 0.5,
  'postgres GET /api/maintenance (public) (c=50)': 0.5,
  'pglite GET /api/eliquides, 20 liquids (c=50)': 0.15,
  'postgres GET /api/eliquides, 20 liquids (c=50)': 0.25,
};

const bareServer = await startBareFastify();

for (const kind of benchKinds) {
  // The bare server is measured again next to each database's figures: on a shared machine the load moves within a run.
  const bare = await measure('bare Fastify GET /hello', `${bareServer.url}/hello`, {}, { connections: 50 });
  printFigures([bare]);
  const { app, database, url } = await startBenchServer(kind);
  const token = await registerAndLogin(app);
  await addLiquids(app, token, 20);
  const auth = { authorization: `Bearer ${token}` };
  const rows: Figures[] = [
    await measure(`${kind} GET /api/maintenance (public)`, `${url}/api/maintenance`, {}, { connections: 50 }),
    await measure(`${kind} GET /api/eliquides, 20 liquids`, `${url}/api/eliquides`, auth, {
      connections: 50,
    }),
    await measure(`${kind} GET /api/auth/me`, `${url}/api/auth/me`, auth, { connections: 50 }),
  ];
  printFigures(rows, bare, goals);
  process.stdout.write(
    `${kind}: this bench's process after the load (server, load generator and TypeScript loader together; the server alone is weighed by bench/mix-server.ts): RSS ${Math.round(process.memoryUsage().rss / 1e6)} MB\n`,
  );
  await app.close();
  await database.close();
}
await bareServer.app.close();
