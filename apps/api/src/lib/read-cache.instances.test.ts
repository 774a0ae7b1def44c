import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSecondInstance, buildTestApp, databaseKinds, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { readUntil, until } from '../../test/until.ts';
import { aromes, users } from '../db/schema.ts';

const adminList = (t: TestApp, auth: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: '/api/auth/users', headers: auth });

describe.runIf(databaseKinds.includes('postgres'))('two instances on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp('postgres');
    b = await buildSecondInstance(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("a demoted admin's next request on the other instance is refused", async () => {
    const admin = await createUser(a.app, { role: 'admin' });
    const other = await createUser(a.app, { role: 'admin' });
    // Instance B has the admin in memory.
    expect((await adminList(b, other.auth)).statusCode).toBe(200);
    expect((await adminList(b, other.auth)).statusCode).toBe(200);
    const before = b.app.ctx.cache.changesApplied;
    const demoted = await a.app.inject({
      method: 'PATCH',
      url: `/api/auth/users/${other.user.id}/role`,
      headers: admin.auth,
    });
    expect(demoted.statusCode).toBe(200);
    await until(() => b.app.ctx.cache.changesApplied > before);
    expect((await adminList(b, other.auth)).statusCode).toBe(401);
  });

  it('maintenance switched on one instance is seen on the other within a second', async () => {
    const admin = await createUser(a.app, { role: 'admin' });
    const user = await createUser(a.app);
    expect((await b.app.inject({ method: 'GET', url: '/api/maintenance' })).json().maintenance).toBe(false);
    const before = b.app.ctx.cache.changesApplied;
    const on = await a.app.inject({
      method: 'POST',
      url: '/api/maintenance',
      headers: admin.auth,
      payload: { maintenance: true, message: 'Retour à 15 h' },
    });
    expect(on.statusCode).toBe(200);
    await until(() => b.app.ctx.cache.changesApplied > before);
    expect((await b.app.inject({ method: 'GET', url: '/api/maintenance' })).json()).toEqual({
      maintenance: true,
      message: 'Retour à 15 h',
    });
    expect(
      (await b.app.inject({ method: 'GET', url: '/api/eliquides', headers: user.auth })).statusCode,
    ).toBe(503);
    const seen = b.app.ctx.cache.changesApplied;
    await a.app.inject({
      method: 'POST',
      url: '/api/maintenance',
      headers: admin.auth,
      payload: { maintenance: false },
    });
    await until(() => b.app.ctx.cache.changesApplied > seen);
    expect(
      (await b.app.inject({ method: 'GET', url: '/api/eliquides', headers: user.auth })).statusCode,
    ).toBe(200);
  });

  it("a liquid rated on one instance is in the user's list on the other", async () => {
    const user = await createUser(a.app);
    const listOn = async (t: TestApp) =>
      (await t.app.inject({ method: 'GET', url: '/api/eliquides', headers: user.auth })).json() as {
        arome_id: number;
      }[];
    expect(await listOn(b)).toEqual([]);
    const catalogueBefore = b.app.ctx.cache.changesApplied;
    const [arome] = await a.app.ctx.db
      .insert(aromes)
      .values({ name: 'Zzdeux Cassis', brand: 'Test', searchName: 'zzdeux cassis', status: 1 })
      .returning();
    await until(() => b.app.ctx.cache.changesApplied > catalogueBefore);
    expect(await listOn(b)).toEqual([]);
    const before = b.app.ctx.cache.changesApplied;
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/eliquides',
      headers: user.auth,
      payload: { arome_id: arome!.id, brand: 'Test', rating: 4 },
    });
    expect(created.statusCode).toBe(201);
    await until(() => b.app.ctx.cache.changesApplied > before);
    expect((await listOn(b)).map((liquid) => liquid.arome_id)).toEqual([arome!.id]);
  });

  it('liquids rated at the same moment by many users on one instance are in each list on the other', async () => {
    // The announcements leave in batches (one statement while another is on its way): none may be lost.
    const people = await Promise.all(Array.from({ length: 12 }, () => createUser(a.app)));
    const listOn = async (t: TestApp, auth: { authorization: string }) =>
      (await t.app.inject({ method: 'GET', url: '/api/eliquides', headers: auth })).json() as {
        arome_id: number;
      }[];
    for (const person of people) expect(await listOn(b, person.auth)).toEqual([]);
    const [arome] = await a.app.ctx.db
      .select({ id: aromes.id, brand: aromes.brand })
      .from(aromes)
      .where(eq(aromes.status, 1))
      .limit(1);
    const created = await Promise.all(
      people.map((person) =>
        a.app.inject({
          method: 'POST',
          url: '/api/eliquides',
          headers: person.auth,
          payload: { arome_id: arome!.id, brand: arome!.brand, rating: 3 },
        }),
      ),
    );
    expect(created.map((answer) => answer.statusCode)).toEqual(people.map(() => 201));
    // Each list on B is read until its notification has arrived: they may arrive in any order.
    for (const person of people) {
      const list = await readUntil(
        () => listOn(b, person.auth),
        (liquids) => liquids.length > 0,
      );
      expect(list.map((liquid) => liquid.arome_id)).toEqual([arome!.id]);
    }
  });

  it("a user's devices and recipes changed on one instance are seen in their lists on the other", async () => {
    const user = await createUser(a.app);
    const admin = await createUser(a.app, { role: 'admin' });
    const names = async (t: TestApp, url: string) =>
      (
        (await t.app.inject({ method: 'GET', url, headers: user.auth })).json() as {
          modele?: string;
          name?: string;
        }[]
      )
        .map((item) => item.modele ?? item.name)
        .join(',');
    const seenOnB = (url: string, expected: string) =>
      readUntil(
        () => names(b, url),
        (value) => value === expected,
      );
    const send = async (
      method: 'POST' | 'PATCH' | 'DELETE',
      url: string,
      auth = user.auth,
      payload?: object,
    ) => {
      const answer = await a.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
      expect(answer.statusCode).toBeLessThan(300);
      return answer.json();
    };
    // B keeps both lists, empty.
    expect(await names(b, '/api/cigarettes')).toBe('');
    expect(await names(b, '/api/recipes')).toBe('');

    const added = await send('POST', '/api/cigarettes', user.auth, { modele: 'Mod du matin' });
    expect(await seenOnB('/api/cigarettes', 'Mod du matin')).toBe('Mod du matin');
    await send('DELETE', `/api/cigarettes/${added.cigarette._id}`, admin.auth);
    expect(await seenOnB('/api/cigarettes', '')).toBe('');

    const recipe = { aroma: 15, quantity: 100, ratio: '30/70', nicotine: 3 };
    const saved = await send('POST', '/api/recipes', user.auth, {
      name: 'Fraise',
      mode: 'quick',
      inputs: recipe,
    });
    expect(await seenOnB('/api/recipes', 'Fraise')).toBe('Fraise');
    await send('PATCH', `/api/recipes/${saved.recipe.id}`, user.auth, { name: 'Fraise des bois' });
    expect(await seenOnB('/api/recipes', 'Fraise des bois')).toBe('Fraise des bois');
    await send('DELETE', `/api/recipes/${saved.recipe.id}`);
    expect(await seenOnB('/api/recipes', '')).toBe('');
  });

  it('stops serving from memory while its notifications are lost, and reads the database instead', async () => {
    const admin = await createUser(a.app, { role: 'admin' });
    expect((await adminList(b, admin.auth)).statusCode).toBe(200);
    // Cut B's listening connection (a restart of the server, a network cut): B cannot know what it missed.
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const databaseName = (
      (await b.app.ctx.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows[0]!.name;
    const killer = new pg.Client({ connectionString: url.toString() });
    await killer.connect();
    await killer.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'listen%'`,
      [databaseName],
    );
    await until(() => !b.app.ctx.cache.serving);
    // Whether or not it is back yet, a change made meanwhile is seen by B's next request.
    await a.app.ctx.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.user.id));
    expect((await adminList(b, admin.auth)).statusCode).toBe(403);
    await until(() => b.app.ctx.cache.serving, 5000);
    await killer.end();
  });
});
