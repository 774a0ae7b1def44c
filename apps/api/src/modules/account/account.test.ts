import { dayIn, messages } from '@vapolib/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { coilHistory, spendingProfiles } from '../../db/schema.ts';

describe.each(databaseKinds)('my data (export and deletion) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function userWithData() {
    const user = await createUser(t.app);
    const [arome] = (
      await t.app.inject({ method: 'GET', url: '/api/aromes/search?name=mint', headers: user.auth })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/eliquides',
      headers: user.auth,
      payload: { arome_id: arome.id, brand: arome.brand, rating: 4 },
    });
    const device = (
      await t.app.inject({
        method: 'POST',
        url: '/api/cigarettes',
        headers: user.auth,
        payload: { modele: 'Pod X', kind: 'pod' },
      })
    ).json().cigarette;
    await t.app.inject({
      method: 'POST',
      url: '/api/resistance',
      headers: user.auth,
      payload: { cigId: device._id, dateInstallation: '2026-01-01', dureeMl: 30 },
    });
    // « Changer » keeps the coil it replaces in the history.
    const [coil] = (
      await t.app.inject({ method: 'GET', url: '/api/resistance', headers: user.auth })
    ).json() as { _id: number }[];
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/resistance/${coil!._id}`,
      headers: user.auth,
      payload: { dateInstallation: dayIn(t.clock.now()) },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/nicotine/plan',
      headers: user.auth,
      payload: { startRate: 6, targetRate: 0, dailyAvgMl: 10 },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/nicotine/log',
      headers: user.auth,
      // A log belongs to the plan from its first day, today.
      payload: { date: dayIn(t.clock.now()), ml: 5, rate: 6 },
    });
    const recipe = await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: user.auth,
      payload: {
        name: 'Ma fraise',
        mode: 'shortfill',
        inputs: { bottle: 50, boosters: 1, target: 3, method: 'boosters' },
      },
    });
    expect(recipe.statusCode, recipe.body).toBe(201);
    const spending = await t.app.inject({
      method: 'PUT',
      url: '/api/depenses',
      headers: user.auth,
      payload: { liquidPurchase: { kind: 'bottle10', bottlePriceCents: 590 }, cigarettesPerDay: 10 },
    });
    expect(spending.statusCode, spending.body).toBe(200);
    return user;
  }

  it('exports everything held about the user, and nothing of others', async () => {
    await userWithData();
    const user = await userWithData();
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me/export', headers: user.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const data = response.json();
    expect(data.profile.email).toBe(user.email);
    expect(data.eliquides).toHaveLength(1);
    expect(data.cigarettes).toHaveLength(1);
    expect(data.cigarettes[0]).toMatchObject({ modele: 'Pod X', kind: 'pod' });
    expect(data.resistances).toHaveLength(1);
    expect(data.resistances[0]).toMatchObject({ duree: 15, dureeMl: 30 });
    expect(data.coilHistory).toHaveLength(1);
    expect(data.coilHistory[0]).toMatchObject({ installedOn: '2026-01-01', userId: user.user.id });
    expect(data.nicotinePlan.steps).toHaveLength(5);
    expect(data.nicotineLogs).toHaveLength(1);
    expect(data.recipes.map((r: { name: string }) => r.name)).toEqual(['Ma fraise']);
    expect(data.spendingProfile).toMatchObject({
      userId: user.user.id,
      liquidPurchase: { kind: 'bottle10', bottlePriceCents: 590 },
      cigarettesPerDay: 10,
      packPriceCents: null,
    });
    expect(response.body).not.toMatch(/passwordHash|password_hash|argon2/);
  });

  it('deletes the account and all its data after the password, and refuses a wrong one', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const user = await userWithData();
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      headers: user.auth,
      payload: { password: 'mauvais' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: messages.wrongPassword });
    const ok = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      headers: user.auth,
      payload: { password: user.password },
    });
    expect(ok.json()).toEqual({ message: messages.accountDeleted });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth })).statusCode).toBe(
      401,
    );
    const liquids = (
      await t.app.inject({ method: 'GET', url: '/api/eliquides/admin', headers: admin.auth })
    ).json() as { user_id: number }[];
    const coils = (
      await t.app.inject({ method: 'GET', url: '/api/resistance/admin', headers: admin.auth })
    ).json() as { userId: number }[];
    expect(liquids.some((l) => l.user_id === user.user.id)).toBe(false);
    expect(coils.some((c) => c.userId === user.user.id)).toBe(false);
    // The spending profile goes with the account (foreign key on delete cascade).
    const spending = await t.app.ctx.db
      .select()
      .from(spendingProfiles)
      .where(eq(spendingProfiles.userId, user.user.id));
    expect(spending).toEqual([]);
    expect(await t.app.ctx.db.select().from(coilHistory).where(eq(coilHistory.userId, user.user.id))).toEqual(
      [],
    );
  });
});
