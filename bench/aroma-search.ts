/**
 * Aroma search through HTTP with 100 000 more aromas: broad and narrow words, one connection (latency, goal
 * p99 < 15 ms) and 50 (throughput, goal ≥ 500 req/s), on PGlite and PostgreSQL when configured.
 */
import { normalizeForSearch } from '@vapolib/domain';
import { aromes } from '../apps/api/src/db/schema.ts';
import {
  benchKinds,
  type Figures,
  measure,
  printFigures,
  registerAndLogin,
  startBenchServer,
} from './bench-server.ts';

const words = [
  'Cherry',
  'Vanilla',
  'Mango',
  'Tobacco',
  'Custard',
  'Mint',
  'Lemon',
  'Cookie',
  'Peach',
  'Cola',
  'Berry',
  'Melon',
  'Strawberry',
  'Fraise des bois',
];

for (const kind of benchKinds) {
  const { app, database, url } = await startBenchServer(kind);
  const token = await registerAndLogin(app);
  const headers = { authorization: `Bearer ${token}` };
  const rows = [];
  for (let i = 0; i < 100_000; i++) {
    const name = `${words[i % words.length]} ${words[(i * 7) % words.length]} Blend ${i}`;
    rows.push({ name, brand: `Bench Brand ${i % 300}`, searchName: normalizeForSearch(name), status: 1 });
  }
  for (let start = 0; start < rows.length; start += 5000) {
    await database.db
      .insert(aromes)
      .values(rows.slice(start, start + 5000))
      .onConflictDoNothing();
  }
  await database.db.execute('analyze aromes' as never);
  const figures: Figures[] = [];
  for (const word of ['cherry', 'straw', 'fraise']) {
    const query = `${url}/api/aromes/search?name=${word}`;
    // The first search of a word after a catalogue change is answered by the database; then from memory.
    const started = performance.now();
    await fetch(query, { headers });
    process.stdout.write(
      `${kind} "${word}": first (cold) answer ${Math.round(performance.now() - started)} ms\n`,
    );
    const one = await measure(`${kind} search "${word}", 100 000 more aromas`, query, headers);
    const many = await measure(`${kind} search "${word}", 100 000 more aromas`, query, headers, {
      connections: 50,
    });
    figures.push(one, many);
    process.stdout.write(
      `${kind} "${word}": p99 ${one.p99Ms} ms with 1 connection (goal < 15 ms ${one.p99Ms < 15 ? 'met' : 'NOT met'}), ${many.requestsPerSecond} req/s with 50 (goal ≥ 500 ${many.requestsPerSecond >= 500 ? 'met' : 'NOT met'})\n`,
    );
  }
  printFigures(figures);
  await app.close();
  await database.close();
}
