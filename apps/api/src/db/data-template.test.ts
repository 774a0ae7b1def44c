import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../app.ts';
import { parseCatalogueCsv } from '../modules/aromes/catalogue-csv.ts';
import { cataloguePath } from '../paths.ts';
import { isNewPgliteDir, openPglite } from './client.ts';
import { readDataTemplate, writeDataTemplate } from './data-template.ts';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vapolib-template-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

async function rows<T>(db: Awaited<ReturnType<typeof openPglite>>['db'], query: ReturnType<typeof sql>) {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('the database template of a new PGlite data folder', () => {
  it('gives a new folder the migrations, the change triggers, the catalogue and the menu; the folder then reopens as any other', async () => {
    const templateDir = path.join(workDir, 'dist');
    await writeDataTemplate(templateDir, seedDatabase);
    const template = readDataTemplate(templateDir);
    expect(template).toBeInstanceOf(Blob);

    const dataDir = path.join(workDir, 'data', 'pglite');
    expect(isNewPgliteDir(dataDir)).toBe(true);
    const database = await openPglite({ dataDir, loadDataDir: template });
    const catalogue = parseCatalogueCsv(fs.readFileSync(cataloguePath, 'utf8')).rows.length;
    expect(await rows(database.db, sql`select count(*)::int as n from aromes`)).toEqual([{ n: catalogue }]);
    expect(await rows(database.db, sql`select count(*)::int as n from menu_links`)).toEqual([{ n: 6 }]);
    // No secret comes with the template: the server makes its own at start.
    expect(
      await rows(database.db, sql`select key from settings where key in ('jwt_secret', 'vapid_keys')`),
    ).toEqual([]);
    const changes: string[] = [];
    const stop = await database.watchChanges({
      change: (payload) => changes.push(payload),
      healthy: () => {},
    });
    await database.db.execute(sql`insert into settings (key, value) values ('essai', '1'::jsonb)`);
    await expect.poll(() => changes).toContain('setting:essai');
    await stop();
    await database.close();

    expect(isNewPgliteDir(dataDir)).toBe(false);
    const reopened = await openPglite({ dataDir });
    const triggers = await rows(
      reopened.db,
      sql`select tgname from pg_trigger where tgname = 'settings_notify_change'`,
    );
    expect(triggers).toHaveLength(1);
    expect(await rows(reopened.db, sql`select count(*)::int as n from aromes`)).toEqual([{ n: catalogue }]);
    await reopened.close();
  }, 120_000);

  it('is not used when it was made from other inputs, or is missing', () => {
    const templateDir = path.join(workDir, 'other');
    fs.mkdirSync(templateDir, { recursive: true });
    expect(readDataTemplate(templateDir)).toBeUndefined();
    fs.writeFileSync(path.join(templateDir, 'pglite-template.tar.gz'), 'x');
    fs.writeFileSync(path.join(templateDir, 'pglite-template.json'), JSON.stringify({ key: 'autre' }));
    expect(readDataTemplate(templateDir)).toBeUndefined();
  });
});
