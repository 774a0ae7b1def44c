/** GET /nicotine/status for a user with three years of daily logs (goal: median under 20 ms on PGlite). */
import { addDaysToDay, dayIn } from '@vapolib/domain';
import { sql } from 'drizzle-orm';
import { nicotineLogs, nicotineSteps, users } from '../apps/api/src/db/schema.ts';
import { measure, printFigures, registerAndLogin, startBenchServer } from './bench-server.ts';

const { app, database, url } = await startBenchServer();
const token = await registerAndLogin(app);
const headers = { authorization: `Bearer ${token}` };
await app.inject({
  method: 'POST',
  url: '/api/nicotine/plan',
  headers,
  payload: { startRate: 12, targetRate: 0, dailyAvgMl: 15, mode: 'lent' },
});
const [user] = await database.db.select({ id: users.id }).from(users);
const today = dayIn(new Date());
const logs = Array.from({ length: 3 * 365 }, (_, i) => ({
  userId: user!.id,
  date: addDaysToDay(today, -i),
  ml: 10 + (i % 7),
  rate: i < 300 ? 3 : 6,
}));
await database.db.insert(nicotineLogs).values(logs);
// The plan started three years ago, so every log belongs to it.
await database.db.update(nicotineSteps).set({
  start: sql`${nicotineSteps.start} - ${3 * 365}::integer`,
  end: sql`${nicotineSteps.end} - ${3 * 365}::integer`,
});

const figures = await measure(
  'nicotine status, 3 years of daily logs',
  `${url}/api/nicotine/status`,
  headers,
);
printFigures([figures]);
process.stdout.write(`median ${figures.medianMs} ms (goal < 20 ms)\n`);
await app.close();
await database.close();
