import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { apiRoot, cataloguePath } from '../paths.ts';
import { type Db, openPglite } from './client.ts';

/**
 * A new PGlite data folder starts from a copy of a database made by the build (`npm run build`, beside the bundle in
 * apps/api/dist): PostgreSQL's initdb, the migrations and the seeded catalogue, done once at build time instead of at
 * every first start (~6 s of CPU and a 700+ MB peak, issue 15). The copy holds no secret: the JWT secret, the VAPID
 * keys and the admin are made at start, as on any database. It is used only by the server that lies beside it
 * (the bundle of the same build) and only while what it was made from is unchanged: the PGlite version, the SQL
 * migrations and the catalogue file, all read at run time. Otherwise the folder is created as before.
 */
const TEMPLATE_FILE = 'pglite-template.tar.gz';
const KEY_FILE = 'pglite-template.json';

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  for (
    let dir = path.dirname(require.resolve('@electric-sql/pglite'));
    path.dirname(dir) !== dir;
    dir = path.dirname(dir)
  ) {
    const file = path.join(dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (manifest.name === '@electric-sql/pglite') return manifest.version ?? '';
  }
  return '';
}

/** What the template was made from, as one hash. */
function dataTemplateKey(): string {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\n`);
  const migrations = path.join(apiRoot, 'src/db/migrations');
  for (const name of [
    'meta/_journal.json',
    ...fs
      .readdirSync(migrations)
      .filter((file) => file.endsWith('.sql'))
      .sort(),
  ])
    hash.update(`${name}\n`).update(fs.readFileSync(path.join(migrations, name)));
  hash.update('catalogue\n').update(fs.readFileSync(cataloguePath));
  return hash.digest('hex');
}

/** Makes the template in `dir`: a migrated database seeded by `seed` (the app's), dumped after a checkpoint. */
export async function writeDataTemplate(dir: string, seed: (db: Db) => Promise<void>) {
  const database = await openPglite({});
  try {
    await seed(database.db);
    await database.db.execute(sql`checkpoint`);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('gzip');
    fs.mkdirSync(dir, { recursive: true });
    // The key last, the dump renamed into place: a build stopped half-way leaves no template that would be used.
    fs.rmSync(path.join(dir, KEY_FILE), { force: true });
    fs.writeFileSync(path.join(dir, `${TEMPLATE_FILE}.tmp`), Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(path.join(dir, `${TEMPLATE_FILE}.tmp`), path.join(dir, TEMPLATE_FILE));
    fs.writeFileSync(path.join(dir, KEY_FILE), `${JSON.stringify({ key: dataTemplateKey() })}\n`);
  } finally {
    await database.close();
  }
}

/** The template file in `dir` when there is one made from the same inputs, to load into a new data folder. */
export function usableDataTemplate(dir: string): string | undefined {
  const keyFile = path.join(dir, KEY_FILE);
  const templateFile = path.join(dir, TEMPLATE_FILE);
  if (!fs.existsSync(keyFile) || !fs.existsSync(templateFile)) return undefined;
  const { key } = JSON.parse(fs.readFileSync(keyFile, 'utf8')) as { key?: string };
  return key === dataTemplateKey() ? templateFile : undefined;
}

/** The usable template of `dir` (see usableDataTemplate), read. */
export function readDataTemplate(dir: string): Blob | undefined {
  const templateFile = usableDataTemplate(dir);
  return templateFile ? new Blob([fs.readFileSync(templateFile)]) : undefined;
}
