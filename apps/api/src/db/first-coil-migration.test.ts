import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { apiRoot } from '../paths.ts';
import { cigarettes, coilHistory, nicotineLogs, resistances } from './schema.ts';

const migration = fs.readFileSync(
  path.join(apiRoot, 'src/db/migrations/0014_first_coil_keeps_its_installation_day.sql'),
  'utf8',
);

describe.each(databaseKinds)('the first coil migration (decision 0155) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("adds the installation day's share to the past coils that replaced none that day", async () => {
    const db = t.app.ctx.db;
    const user = await createUser(t.app);
    const userId = user.user.id;
    const [first, second] = await db
      .insert(cigarettes)
      .values([
        { userId, modele: 'Un' },
        { userId, modele: 'Deux' },
      ])
      .returning({ id: cigarettes.id });
    await db.insert(resistances).values(
      [first!, second!].map((device) => ({
        userId,
        cigId: device.id,
        dateInstallation: '2026-11-10',
        duree: 15,
      })),
    );
    await db.insert(nicotineLogs).values(
      [
        ['2026-11-01', 20],
        ['2026-11-05', 8],
        ['2026-11-10', 4],
      ].map(([date, ml]) => ({ userId, date: date as string, ml: ml as number, rate: 3 })),
    );
    // As recorded before: the device's first coil (1st to 5th) and the one after it (5th to 10th) without their
    // installation day; the second device's first coil too.
    await db.insert(coilHistory).values([
      { userId, cigId: first!.id, installedOn: '2026-11-01', removedOn: '2026-11-05', mlVaped: 4 },
      { userId, cigId: first!.id, installedOn: '2026-11-05', removedOn: '2026-11-10', mlVaped: 2 },
      { userId, cigId: second!.id, installedOn: '2026-11-05', removedOn: '2026-11-10', mlVaped: 2 },
    ]);
    await db.execute(sql.raw(migration));
    const rows = await db
      .select({
        cigId: coilHistory.cigId,
        installedOn: coilHistory.installedOn,
        mlVaped: coilHistory.mlVaped,
      })
      .from(coilHistory)
      .where(sql`${coilHistory.userId} = ${userId}`)
      .orderBy(coilHistory.cigId, coilHistory.installedOn);
    expect(rows).toEqual([
      { cigId: first!.id, installedOn: '2026-11-01', mlVaped: 14 },
      { cigId: first!.id, installedOn: '2026-11-05', mlVaped: 2 },
      { cigId: second!.id, installedOn: '2026-11-05', mlVaped: 6 },
    ]);
  });
});
