import type { Batch, BatchList } from '@vapolib/contracts';
import { addDaysToDay, dayIn, messages } from '@vapolib/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';

const calculation = {
  mode: 'precise',
  inputs: {
    volume: 30,
    pg: 50,
    nicotine: 6,
    boosterStrength: 20,
    boosterPg: 50,
    aromas: [{ name: 'Vanilla Custard', percent: 10, pg: 100 }],
    maturation: 'gourmand',
  },
};
const body = {
  name: 'Custard maison',
  volume_ml: 30,
  nicotine_rate: 6,
  flavour_family: 'gourmand',
  calculation,
};

describe.each(databaseKinds)('batches API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const today = () => dayIn(t.clock.now());
  const call = (
    who: CreatedUser,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method, url: `/api${url}`, headers: { ...who.auth, ...headers }, payload });
  const add = async (who: CreatedUser, extra: object = {}) => {
    const response = await call(who, 'POST', '/preparations', { ...body, ...extra });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { batch: Batch }).batch;
  };
  const list = async (who: CreatedUser) => (await call(who, 'GET', '/preparations')).json() as BatchList;

  it('records a batch made today, ready on the guide’s day, and lists it', async () => {
    const user = await createUser(t.app);
    const response = await call(user, 'POST', '/preparations', { ...body, name: '  Custard maison ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: messages.batchSaved,
      batch: {
        name: 'Custard maison',
        prepared_on: today(),
        volume_ml: 30,
        nicotine_rate: 6,
        flavour_family: 'gourmand',
        ready_on: addDaysToDay(today(), 14),
        ready_until: addDaysToDay(today(), 21),
        recipe_id: null,
        calculation,
        notifie: true,
        already_notified: false,
      },
    });
    const earlier = await add(user, {
      name: 'Fraise',
      flavour_family: 'fruit-simple',
      prepared_on: addDaysToDay(today(), -2),
      calculation: null,
      notifie: false,
    });
    expect(earlier).toMatchObject({
      ready_on: addDaysToDay(today(), -2),
      ready_until: addDaysToDay(today(), 3),
      calculation: null,
      notifie: false,
    });
    const mine = await list(user);
    expect(mine.today).toBe(today());
    expect(mine.batches.map((b) => b.name)).toEqual(['Fraise', 'Custard maison']);
  });

  it('links a batch to the user’s own recipe only, and keeps it when the recipe goes', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const recipe = (await call(user, 'POST', '/recipes', { name: 'Custard', ...calculation })).json()
      .recipe as { id: number };
    const theirs = await call(other, 'POST', '/preparations', { ...body, recipe_id: recipe.id });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toEqual({ message: messages.batchRecipeNotFound });
    const batch = await add(user, { recipe_id: recipe.id });
    expect(batch.recipe_id).toBe(recipe.id);
    await call(user, 'DELETE', `/recipes/${recipe.id}`);
    const [kept] = (await list(user)).batches;
    expect(kept).toMatchObject({ id: batch.id, recipe_id: null, name: 'Custard maison' });
  });

  it.each([
    [{ name: '' }, messages.batchNameInvalid],
    [{ name: 'x'.repeat(81) }, messages.batchNameInvalid],
    [{ volume_ml: 0 }, messages.batchVolumeInvalid],
    [{ volume_ml: 10_001 }, messages.batchVolumeInvalid],
    [{ volume_ml: '30' }, messages.batchVolumeInvalid],
    [{ nicotine_rate: 51 }, messages.batchRateInvalid],
    [{ nicotine_rate: -1 }, messages.batchRateInvalid],
    [{ flavour_family: 'dessert' }, messages.batchFamilyInvalid],
    [{ prepared_on: '2026-02-30' }, messages.batchDateInvalid],
    [{ prepared_on: 'hier' }, messages.batchDateInvalid],
    [{ recipe_id: 'abc' }, messages.batchRecipeNotFound],
    [{ recipe_id: 2_147_483_647 }, messages.batchRecipeNotFound],
    [{ calculation: { mode: 'quick', inputs: { aroma: 'x' } } }, messages.recipeInputsInvalid],
    [{ calculation: { mode: 'magic', inputs: {} } }, messages.recipeModeInvalid],
    [{ name: 'a\u0000b' }, undefined],
  ])('refuses %j in French', async (extra, message) => {
    const user = await createUser(t.app);
    const response = await call(user, 'POST', '/preparations', { ...body, ...extra });
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json()).toEqual({ message });
    else expect(typeof response.json().message).toBe('string');
  });

  it('refuses a day in the future or more than a year ago', async () => {
    const user = await createUser(t.app);
    const future = await call(user, 'POST', '/preparations', {
      ...body,
      prepared_on: addDaysToDay(today(), 1),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ message: messages.batchDateInFuture });
    const old = await call(user, 'POST', '/preparations', {
      ...body,
      prepared_on: addDaysToDay(today(), -366),
    });
    expect(old.json()).toEqual({ message: messages.batchDateTooOld });
    expect((await list(user)).batches).toEqual([]);
  });

  it('changes a batch: its name, reminder, and ready day from a new date or family', async () => {
    const user = await createUser(t.app);
    const batch = await add(user);
    const renamed = await call(user, 'PATCH', `/preparations/${batch.id}`, {
      name: 'Ma custard',
      notifie: false,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: messages.batchUpdated,
      batch: { name: 'Ma custard', notifie: false, ready_on: batch.ready_on },
    });
    const moved = (
      await call(user, 'PATCH', `/preparations/${batch.id}`, {
        prepared_on: addDaysToDay(today(), -3),
        flavour_family: 'fruit-complexe',
      })
    ).json().batch as Batch;
    expect(moved).toMatchObject({
      ready_on: today(),
      ready_until: addDaysToDay(today(), 4),
      already_notified: true,
    });
    const back = (
      await call(user, 'PATCH', `/preparations/${batch.id}`, { flavour_family: 'classic' })
    ).json().batch as Batch;
    expect(back).toMatchObject({ ready_on: addDaysToDay(today(), 11), already_notified: false });

    const empty = await call(user, 'PATCH', `/preparations/${batch.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: messages.batchNothingToChange });
    const future = await call(user, 'PATCH', `/preparations/${batch.id}`, {
      prepared_on: addDaysToDay(today(), 2),
    });
    expect(future.json()).toEqual({ message: messages.batchDateInFuture });
  });

  it('keeps each user’s batches to themselves (404) and deletes one', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const batch = await add(user);
    for (const [method, payload] of [
      ['PATCH', { name: 'À moi' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(other, method, `/preparations/${batch.id}`, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.notFound });
    }
    expect((await list(other)).batches).toEqual([]);
    expect((await call(user, 'PATCH', '/preparations/0', { name: 'x' })).statusCode).toBe(404);
    expect((await call(user, 'DELETE', '/preparations/abc')).statusCode).toBe(400);
    const deleted = await call(user, 'DELETE', `/preparations/${batch.id}`);
    expect(deleted.json()).toEqual({ message: messages.batchDeleted });
    expect((await call(user, 'DELETE', `/preparations/${batch.id}`)).statusCode).toBe(404);
    expect((await list(user)).batches).toEqual([]);
  });

  it('records a batch once when the outbox sends it twice with its Idempotency-Key', async () => {
    const user = await createUser(t.app);
    const key = { 'idempotency-key': 'batch-key-0001' };
    const first = await call(user, 'POST', '/preparations', body, key);
    const replay = await call(user, 'POST', '/preparations', body, key);
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.json().batch.id).toBe(first.json().batch.id);
    expect((await list(user)).batches).toHaveLength(1);
    const id = first.json().batch.id;
    const remove = { 'idempotency-key': 'batch-key-0002' };
    expect((await call(user, 'DELETE', `/preparations/${id}`, undefined, remove)).statusCode).toBe(200);
    const again = await call(user, 'DELETE', `/preparations/${id}`, undefined, remove);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: messages.batchDeleted });
  });

  it('is in the data export, and goes with the account', async () => {
    const user = await createUser(t.app);
    const admin = await createUser(t.app, { role: 'admin' });
    await add(user);
    const exported = (await call(user, 'GET', '/auth/me/export')).json();
    expect(exported.batches).toHaveLength(1);
    expect(exported.batches[0]).toMatchObject({ name: 'Custard maison', flavourFamily: 'gourmand' });
    const deleted = await call(user, 'DELETE', '/auth/me', { password: user.password });
    expect(deleted.statusCode).toBe(200);
    const rows = (await t.app.ctx.db.execute(
      sql`select count(*)::int as n from batches where user_id = ${user.user.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(0);
    expect(admin.user.id).toBeGreaterThan(0);
  });
});
