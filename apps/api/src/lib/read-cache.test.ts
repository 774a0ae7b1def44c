import { messages } from '@vapolib/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { until } from '../../test/until.ts';
import { aromes, eliquides, menuLinks, settings, users } from '../db/schema.ts';

const adminList = (t: TestApp, auth: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: '/api/auth/users', headers: auth });

describe.each(databaseKinds)('maintenance and signed-in user kept in memory on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves from memory, and a change written by any code is seen by the next request', async () => {
    expect(t.app.ctx.cache.serving).toBe(true);
    const admin = await createUser(t.app, { role: 'admin' });
    expect((await adminList(t, admin.auth)).statusCode).toBe(200);
    // A write that bypasses the repositories (another tool, a SQL console): the trigger still announces it.
    const before = t.app.ctx.cache.changesApplied;
    await t.app.ctx.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.user.id));
    await until(() => t.app.ctx.cache.changesApplied > before);
    expect((await adminList(t, admin.auth)).statusCode).toBe(403);

    const user = await createUser(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/eliquides', headers: user.auth })).statusCode,
    ).toBe(200);
    const seen = t.app.ctx.cache.changesApplied;
    await t.app.ctx.db
      .update(settings)
      .set({ value: { maintenance: true, message: 'Pause café' } })
      .where(eq(settings.key, 'maintenance'));
    await t.app.ctx.db
      .insert(settings)
      .values({ key: 'maintenance', value: { maintenance: true, message: 'Pause café' } })
      .onConflictDoNothing();
    await until(() => t.app.ctx.cache.changesApplied > seen);
    const blocked = await t.app.inject({ method: 'GET', url: '/api/eliquides', headers: user.auth });
    expect(blocked.statusCode).toBe(503);
    expect(blocked.json().message).toBe('Pause café');
    await t.app.ctx.db.delete(settings).where(eq(settings.key, 'maintenance'));
  });

  it('keeps aroma search answers until the catalogue changes, whatever code changes it', async () => {
    const user = await createUser(t.app);
    const search = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/aromes/search?name=zzcache', headers: user.auth })
      ).json() as { name: string }[];
    expect(await search()).toEqual([]);
    const before = t.app.ctx.cache.changesApplied;
    await t.app.ctx.db
      .insert(aromes)
      .values({ name: 'Zzcache Fraise', brand: 'Test', searchName: 'zzcache fraise', status: 1 });
    await until(() => t.app.ctx.cache.changesApplied > before);
    expect((await search()).map((arome) => arome.name)).toEqual(['Zzcache Fraise']);
  });

  it('keeps the public menu until it changes, through the API on this instance or by any code', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const labels = async () =>
      ((await t.app.inject({ method: 'GET', url: '/api/menu/links' })).json() as { label: string }[]).map(
        (link) => link.label,
      );
    const first = await labels();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/menu/admin/links',
      headers: admin.auth,
      payload: { icon: 'home', label: 'Zzmenu', path: '/zzmenu' },
    });
    expect(created.statusCode).toBe(201);
    // The writing instance drops it at once, without waiting for the notification.
    expect(await labels()).toEqual([...first, 'Zzmenu']);
    const before = t.app.ctx.cache.changesApplied;
    await t.app.ctx.db.delete(menuLinks).where(eq(menuLinks.label, 'Zzmenu'));
    await until(() => t.app.ctx.cache.changesApplied > before);
    expect(await labels()).toEqual(first);
  });

  it('a liquid can be rated on an aroma added by any code, and not on one withdrawn by any code', async () => {
    const user = await createUser(t.app);
    const [arome] = await t.app.ctx.db
      .insert(aromes)
      .values({ name: 'Zzretrait Poire', brand: 'Test', searchName: 'zzretrait poire', status: 1 })
      .returning();
    const rate = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/eliquides',
        headers: user.auth,
        payload: { arome_id: arome!.id, brand: 'Test', rating: 3 },
      });
    const unrate = (id: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/eliquides/${id}`, headers: user.auth });
    const created = await rate();
    expect(created.statusCode).toBe(201);
    expect((await rate()).statusCode).toBe(409);
    await unrate(created.json().id);
    await t.app.ctx.db.update(aromes).set({ status: 2 }).where(eq(aromes.id, arome!.id));
    // The withdrawal reaches the cache by its notification, which may come after the liquid deletion's own
    // (so no count of changes says which one arrived): rate until it is refused, undoing a rating made before.
    await expect
      .poll(
        async () => {
          const answer = await rate();
          if (answer.statusCode === 201) await unrate(answer.json().id);
          return answer.statusCode;
        },
        { timeout: 2000, interval: 10 },
      )
      .toBe(400);
  });

  it("keeps a user's liquids until one of them changes, or the catalogue whatever code changes it", async () => {
    const user = await createUser(t.app);
    const list = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/eliquides', headers: user.auth })).json() as {
        id: number;
        rating: number;
        name: string;
      }[];
    const [arome] = await t.app.ctx.db
      .insert(aromes)
      .values({ name: 'Zzliste Menthe', brand: 'Test', searchName: 'zzliste menthe', status: 1 })
      .returning();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/eliquides',
      headers: user.auth,
      payload: { arome_id: arome!.id, brand: 'Test', rating: 3 },
    });
    expect(created.statusCode).toBe(201);
    // The writer's own next read sees its write, then the list is served from memory.
    expect((await list()).map((liquid) => liquid.rating)).toEqual([3]);
    expect(await list()).toEqual(await list());
    const [liquid] = await list();
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/eliquides/${liquid!.id}`,
      headers: user.auth,
      payload: { rating: 5 },
    });
    expect(edited.statusCode).toBe(200);
    expect((await list()).map((liquid) => liquid.rating)).toEqual([5]);
    let before = t.app.ctx.cache.changesApplied;
    await t.app.ctx.db
      .update(aromes)
      .set({ name: 'Zzliste Menthe glaciale' })
      .where(eq(aromes.id, arome!.id));
    await until(() => t.app.ctx.cache.changesApplied > before);
    expect((await list()).map((liquid) => liquid.name)).toEqual(['Zzliste Menthe glaciale']);
    // Any change of the user drops their list too (their deletion deletes their liquids by cascade).
    before = t.app.ctx.cache.changesApplied;
    await t.app.ctx.db.delete(eliquides).where(eq(eliquides.userId, user.user.id));
    await t.app.ctx.db.update(users).set({ nom: 'Autre' }).where(eq(users.id, user.user.id));
    await until(() => t.app.ctx.cache.changesApplied > before);
    expect(await list()).toEqual([]);
  });

  it('a role change through the API revokes the token on the very next request of the same instance', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const other = await createUser(t.app, { role: 'admin' });
    expect((await adminList(t, other.auth)).statusCode).toBe(200);
    const demoted = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/users/${other.user.id}/role`,
      headers: admin.auth,
    });
    expect(demoted.statusCode).toBe(200);
    const refused = await adminList(t, other.auth);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(messages.sessionExpired);
  });
});
