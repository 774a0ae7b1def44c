/**
 * Writes test/fixtures/release-0000.sql: a database as the first release left it (migration 0000 only), with
 * realistic rows in every table of that migration, dumped as the backups are. Run once, when it was made:
 * `node --import tsx apps/api/test/make-release-fixture.ts`; the upgrade test restores it and migrates it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../src/db/client.ts';
import { dumpPglite } from '../src/db/dump.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { apiRoot } from '../src/paths.ts';

const migrations = path.join(apiRoot, 'src/db/migrations');
const firstRelease = fs.mkdtempSync(path.join(os.tmpdir(), 'vapolib-release-0000-'));
const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8'));
const first = journal.entries[0];
fs.mkdirSync(path.join(firstRelease, 'meta'));
fs.writeFileSync(
  path.join(firstRelease, 'meta/_journal.json'),
  JSON.stringify({ ...journal, entries: [first] }),
);
fs.copyFileSync(path.join(migrations, `${first.tag}.sql`), path.join(firstRelease, `${first.tag}.sql`));

const database = await openPglite({ migrationsFolder: firstRelease });
const client = (database.db as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
const userHash = await hashPassword('camille-mot-de-passe');
const adminHash = await hashPassword('admin-mot-de-passe');
await client.query(
  `insert into users (email, nom, prenom, date_nais, password_hash, role, token_version, created_at, updated_at) values
   ('camille.martin@exemple.fr', 'Martin', 'Camille', '1988-03-14', $1, 'user', 0, '2026-01-05 09:12:00+00', '2026-01-05 09:12:00+00'),
   ('admin@exemple.fr', 'Durand', 'Alex', '1979-11-02', $2, 'admin', 1, '2026-01-02 08:00:00+00', '2026-02-01 10:00:00+00')`,
  [userHash, adminHash],
);
await client.exec(`
  insert into menu_links ("order", icon, label, path, disabled, is_visible) values
    (0, 'home', 'Accueil', '/home', false, true),
    (1, 'calculator', 'Calculatrice', '/calculatrice', false, true),
    (2, 'link', 'Forum des vapoteurs', 'https://forum.exemple.fr', false, false);
  insert into settings (key, value) values
    ('maintenance', '{"maintenance": false, "message": "Retour à 14 h après la mise à jour."}'),
    ('jwt_secret', '"${'s'.repeat(64)}"'),
    ('seed:menu_links', 'true');
  insert into password_reset_tokens (user_id, token_hash, expires_at, used_at) values
    (1, 'c0ffee${'0'.repeat(58)}', '2026-01-06 09:12:00+00', '2026-01-05 09:30:00+00');
  insert into rate_limits (key, window_start, hits) values ('login:ip:203.0.113.7', '2026-01-05 09:00:00+00', 3);
`);
const out = path.join(import.meta.dirname, 'fixtures/release-0000.sql');
fs.writeFileSync(out, await dumpPglite(client));
await database.close();
fs.rmSync(firstRelease, { recursive: true, force: true });
process.stdout.write(`${out}\n`);
