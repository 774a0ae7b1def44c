/**
 * Aroma search through HTTP at the shipped ~1 600 aromas, then grown to 100 000:
 * the 100 000 latency should stay within 3× the small one (trigram index).
 */
import { normalizeForSearch } from '@vapolib/domain';
import { aromes } from '../apps/api/src/db/schema.ts';
import { measure, printFigures, registerAndLogin, startBenchServer } from './bench-server.ts';

const { app, database, url } = await startBenchServer();
const token = await registerAndLogin(app);
const headers = { authorization: `Bearer ${token}` };
const query = `${url}/api/aromes/search?name=straw`;

const small = await measure('search "straw" at the seeded catalogue', query, headers);

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
];
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
const large = await measure('search "straw" at 100 000 more aromas', query, headers);
const largeBroad = await measure(
  'search "cherry" at 100 000 more aromas',
  `${url}/api/aromes/search?name=cherry`,
  headers,
);

printFigures([small, large, largeBroad]);
process.stdout.write(
  `ratio of mean latencies (100 000 / seeded): ${(large.meanMs / small.meanMs).toFixed(2)} (goal ≤ 3)\n`,
);
await app.close();
await database.close();
