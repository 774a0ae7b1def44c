/** Baseline API throughput: public maintenance status and an authenticated profile read. */
import { measure, printFigures, registerAndLogin, startBenchServer } from './bench-server.ts';

const { app, database, url } = await startBenchServer();
const token = await registerAndLogin(app);
printFigures([
  await measure('GET /api/maintenance (public)', `${url}/api/maintenance`, {}, { connections: 50 }),
  await measure(
    'GET /api/auth/me (JWT + user lookup)',
    `${url}/api/auth/me`,
    { authorization: `Bearer ${token}` },
    { connections: 50 },
  ),
]);
await app.close();
await database.close();
