import { dayIn, messages } from '@vapolib/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from './build-test-app.ts';
import { type CreatedUser, createUser } from './factories.ts';

/** Input that used to answer a 500, an English body, or do something else than asked. */
describe.each(databaseKinds)('hostile input on %s', (kind) => {
  let t: TestApp;
  let user: CreatedUser;
  let admin: CreatedUser;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    user = await createUser(t.app);
    admin = await createUser(t.app, { role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const count = async (table: string) => {
    const result = (await t.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]!.n;
  };
  const aromaExists = async (id: number) =>
    (
      (await t.database.db.execute(sql`select 1 from aromes where id = ${id}`)) as unknown as {
        rows: unknown[];
      }
    ).rows.length === 1;

  it('answers 400 to a path id not written in plain digits, and deletes nothing', async () => {
    for (const id of [1, 16, 1000]) expect(await aromaExists(id)).toBe(true);
    for (const id of ['0x10', '1e3', '+1', '%201', '1%20', '01', '1.0', 'abc', '-1']) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/aromes/${id}`,
        headers: admin.auth,
      });
      expect(response.statusCode, id).toBe(400);
      expect(response.json(), id).toEqual({ message: messages.idInvalid });
    }
    for (const id of [1, 16, 1000]) expect(await aromaExists(id)).toBe(true);
  });

  it('answers 404 in French to ids no record can carry', async () => {
    for (const url of [
      '/api/aromes/2147483648/image.svg',
      '/api/aromes/99999999999999999999999/image.svg',
      '/api/aromes/0/image.svg',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: messages.notFound });
    }
    const step = await t.app.inject({
      method: 'PATCH',
      url: '/api/nicotine/step/2147483648/confirm',
      headers: user.auth,
    });
    expect(step.statusCode).toBe(404);
    expect(step.json()).toEqual({ error: messages.notFound });
  });

  it('answers 400 to body ids out of range or not plain digits', async () => {
    const cigarette = await t.app.inject({
      method: 'POST',
      url: '/api/cigarettes',
      headers: user.auth,
      payload: { modele: 'Zelos 3' },
    });
    const cigId = (cigarette.json() as { cigarette: { _id: number } }).cigarette._id;
    for (const arome_id of [2147483648, '0x10', '1e3', '+1', ' 1', 1.5, 0, -1]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/eliquides',
        headers: user.auth,
        payload: { arome_id, brand: 'Marque', rating: 3 },
      });
      expect(response.statusCode, String(arome_id)).toBe(400);
      expect(response.json()).toEqual({ message: messages.aromeRequired });
    }
    for (const id of [2147483648, '2147483648', '0x10', '1e3', '+1', ` ${cigId}`]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/resistance',
        headers: user.auth,
        payload: { cigId: id, dateInstallation: dayIn(t.clock.now()) },
      });
      expect(response.statusCode, String(id)).toBe(400);
      expect(response.json()).toEqual({ message: messages.cigaretteRequired });
    }
    expect(await count('resistances')).toBe(0);
    // Forms send the id as text: plain digits still work.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/resistance',
      headers: user.auth,
      payload: { cigId: String(cigId), dateInstallation: dayIn(t.clock.now()) },
    });
    expect(created.statusCode).toBe(201);
  });

  it('answers a percent-encoded path like the decoded one', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/nicotine/status', headers: user.auth });
    const encoded = await t.app.inject({ method: 'GET', url: '/api/%6eicotine/status', headers: user.auth });
    expect(plain.statusCode).toBe(404);
    expect(encoded.statusCode).toBe(plain.statusCode);
    expect(encoded.json()).toEqual({ error: messages.nicotineNoPlan });
    const confirm = await t.app.inject({
      method: 'PATCH',
      url: '/api/nic%6ftine/step/3/confirm',
      headers: admin.auth,
      payload: { success: 0 },
    });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json()).toEqual({ error: messages.invalidRequest });
  });

  it('answers the app’s French 400 to a URL that cannot be decoded', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/users/%zz', headers: admin.auth });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.invalidRequest });
    const nicotine = await t.app.inject({ method: 'GET', url: '/api/nicotine/%zz', headers: user.auth });
    expect(nicotine.statusCode).toBe(400);
    expect(nicotine.json()).toEqual({ error: messages.invalidRequest });
  });

  it('refuses text no database can store, in a body, a query or a path, and writes nothing', async () => {
    const before = await count('cigarettes');
    for (const payload of [
      '{"modele":"Zelos\\ud800 3"}',
      '{"modele":"Zelos\\udc00"}',
      '{"modele":"a\\u0000b"}',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/cigarettes',
        headers: { ...user.auth, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual({ message: messages.invalidRequest });
    }
    expect(await count('cigarettes')).toBe(before);
    for (const url of [
      '/api/aromes/search?name=a%00b',
      '/api/aromes/count?search=%00',
      '/api/aromes/%00/image.svg',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: user.auth });
      expect(response.statusCode, url).toBe(400);
      expect((response.json() as { message: string }).message, url).toMatch(/invalide/);
    }
    const log = await t.app.inject({
      method: 'POST',
      url: '/api/nicotine/log',
      headers: { ...user.auth, 'content-type': 'application/json' },
      payload: '{"date":"2025-01-10\\ud800","ml":1,"rate":3}',
    });
    expect(log.statusCode).toBe(400);
    expect(log.json()).toEqual({ error: messages.invalidRequest });
  });

  it('answers 400 to a number its column cannot hold, and writes no plan', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/nicotine/plan',
      headers: user.auth,
      payload: { startRate: 6, targetRate: 6e-323, dailyAvgMl: 15, mode: 'rapide' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: messages.invalidRequest });
    expect(await count('nicotine_plans')).toBe(0);
    expect(await count('nicotine_steps')).toBe(0);
  });

  it('keeps maintenance closed to a percent-encoded path', async () => {
    const set = (maintenance: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/api/maintenance',
        headers: admin.auth,
        payload: { maintenance },
      });
    await set(true);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/%61pi/recipes', headers: user.auth });
      expect(response.statusCode).toBe(503);
    } finally {
      await set(false);
    }
  });
});
