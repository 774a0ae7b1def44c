import type { StashItem, StashList } from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';

/** 30 mL at 6 mg/mL, 50/50, 10 % Vanille: 9 mL of booster, 3 mL of aroma, 18 mL of base. */
const calculation = {
  mode: 'precise',
  inputs: {
    volume: 30,
    pg: 50,
    nicotine: 6,
    boosterStrength: 20,
    boosterPg: 50,
    aromas: [{ name: 'Vanille', percent: 10, pg: 100 }],
  },
};
const batch = {
  name: 'Custard',
  volume_ml: 30,
  nicotine_rate: 6,
  flavour_family: 'gourmand',
  calculation,
  from_stash: true,
};
const DAY = 86_400_000;

describe.each(databaseKinds)('a batch takes from the stash on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    t?.clock.set(0);
    await t?.close();
  });

  const call = (
    who: CreatedUser,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method, url: `/api${url}`, headers: { ...who.auth, ...headers }, payload });
  const stock = async (who: CreatedUser, booster = 20) => {
    for (const body of [
      { kind: 'base', pg: 50, volume_ml: 100 },
      { kind: 'booster', strength: 20, pg: 50, volume_ml: booster, bottle_ml: 10 },
      { kind: 'aroma', name: 'vanille', volume_ml: 10 },
    ])
      expect((await call(who, 'POST', '/stock', body)).statusCode).toBe(201);
  };
  const left = async (who: CreatedUser) => {
    const items = ((await call(who, 'GET', '/stock')).json() as StashList).items;
    return Object.fromEntries(items.map((item) => [item.kind, item])) as Record<string, StashItem>;
  };
  const volumes = async (who: CreatedUser) => {
    const items = await left(who);
    return [items.base!.volume_ml, items.booster!.volume_ml, items.aroma!.volume_ml];
  };

  it('deducts what the calculator poured, in the batch’s answer too; deducted + left = bought', async () => {
    const user = await createUser(t.app);
    await stock(user);
    const response = await call(user, 'POST', '/preparations', batch);
    expect(response.statusCode, response.body).toBe(201);
    const { stash } = response.json();
    expect(stash.short).toEqual([]);
    expect(stash.taken.map((take: { name: string; ml: number }) => [take.name, take.ml])).toEqual([
      ['Booster 20 mg/mL', 9],
      ['vanille', 3],
      ['Base 50/50', 18],
    ]);
    expect(await volumes(user)).toEqual([82, 11, 7]);
    const items = await left(user);
    for (const item of Object.values(items)) {
      const took = stash.taken.find((take: { item_id: number }) => take.item_id === item.id).ml;
      expect(item.volume_ml + took).toBeCloseTo(item.bought_ml, 9);
      expect(item.last_taken_ml).toBe(took);
    }
    // 11 mL of booster left is less than two batches of 9 mL: low; 82 mL of base is not.
    expect(items.booster!.low).toBe(true);
    expect(items.base!.low).toBe(false);
  });

  it('flags low stock at the last recipe, and by a fifth of the bottle where no recipe measures it', async () => {
    const user = await createUser(t.app);
    const add = async (body: object) => {
      const response = await call(user, 'POST', '/stock', body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().item as StashItem;
    };
    // No batch yet: a fifth of what was bought decides, an empty bottle is always low; the answer says it at once.
    const booster = await add({
      kind: 'booster',
      strength: 20,
      pg: 50,
      volume_ml: 15,
      bought_ml: 20,
      bottle_ml: 10,
    });
    expect(booster).toMatchObject({ low: false, low_reason: null });
    const fraise = await add({ kind: 'aroma', name: 'Fraise', volume_ml: 1, bought_ml: 10 });
    expect(fraise).toMatchObject({ low: true, low_reason: 'bought-share' });
    const empty = await add({ kind: 'aroma', name: 'Menthe', volume_ml: 0, bought_ml: 10 });
    expect(empty).toMatchObject({ low: true, low_reason: 'empty' });
    await add({ kind: 'base', pg: 50, volume_ml: 100 });
    await add({ kind: 'aroma', name: 'Vanille', volume_ml: 10 });
    const reasons = async () =>
      Object.fromEntries(
        ((await call(user, 'GET', '/stock')).json() as StashList).items.map((item) => [
          item.name,
          item.low_reason,
        ]),
      );
    expect(await reasons()).toEqual({
      'Base 50/50': null,
      'Booster 20 mg/mL': null,
      Fraise: 'bought-share',
      Menthe: 'empty',
      Vanille: null,
    });
    // A batch (9 mL of booster, 3 of Vanille, 18 of base) without from_stash takes nothing, but it is the recipe
    // now: 15 mL of booster is less than 2 × 9.
    const plain = await call(user, 'POST', '/preparations', { ...batch, from_stash: false });
    expect(plain.statusCode).toBe(201);
    expect(await reasons()).toMatchObject({
      'Booster 20 mg/mL': 'last-recipe',
      Vanille: null,
      Fraise: 'bought-share',
    });
    // Refilled by hand: the change's answer says it is not low any more.
    const refilled = await call(user, 'PATCH', `/stock/${booster.id}`, { volume_ml: 18 });
    expect(refilled.json().item).toMatchObject({ low: false, low_reason: null });
    // A later quick mix becomes the last recipe: 60 mL of booster (18 is less than 2 × 60), its aroma has no name
    // (Vanille is measured by its bottle, full), its 30 mL of 30/70 base poured from the 50/50 (enough).
    const quick = {
      ...batch,
      from_stash: false,
      calculation: { mode: 'quick', inputs: { quantity: 100, nicotine: 12, ratio: '30/70', aroma: 10 } },
    };
    expect((await call(user, 'POST', '/preparations', quick)).statusCode).toBe(201);
    expect(await reasons()).toMatchObject({
      'Booster 20 mg/mL': 'last-recipe',
      Vanille: null,
      'Base 50/50': null,
    });
    // Deleted, the quick batch is no longer the last recipe: the custard measures again.
    const batches = (await call(user, 'GET', '/preparations')).json().batches as {
      id: number;
      name: string;
    }[];
    await call(user, 'DELETE', `/preparations/${batches.at(-1)!.id}`);
    expect(await reasons()).toMatchObject({ 'Booster 20 mg/mL': null });
  });

  it('gives back exactly what it took when the batch is deleted the same day, not later', async () => {
    const user = await createUser(t.app);
    await stock(user);
    const first = (await call(user, 'POST', '/preparations', batch)).json().batch;
    const second = (await call(user, 'POST', '/preparations', batch)).json().batch;
    expect(await volumes(user)).toEqual([64, 2, 4]);
    const deleted = await call(user, 'DELETE', `/preparations/${second.id}`);
    expect(deleted.json()).toEqual({ message: messages.batchDeletedGivenBack });
    expect(await volumes(user)).toEqual([82, 11, 7]);
    t.clock.advance(2 * DAY);
    try {
      const later = await call(user, 'DELETE', `/preparations/${first.id}`);
      expect(later.json()).toEqual({ message: messages.batchDeleted });
      expect(await volumes(user)).toEqual([82, 11, 7]);
    } finally {
      t.clock.set(0);
    }
  });

  it('never goes below zero: says what was short and records the batch anyway', async () => {
    const user = await createUser(t.app);
    await stock(user, 4);
    const response = await call(user, 'POST', '/preparations', batch);
    expect(response.statusCode).toBe(201);
    expect(response.json().stash.short).toEqual([{ label: 'Booster 20 mg/mL', kind: 'booster', ml: 5 }]);
    expect(await volumes(user)).toEqual([82, 0, 7]);
    expect((await call(user, 'GET', '/preparations')).json().batches).toHaveLength(1);
    // Deleted the same day, it gives back the 4 mL it took, not the 9 it needed.
    await call(user, 'DELETE', `/preparations/${response.json().batch.id}`);
    expect(await volumes(user)).toEqual([100, 4, 10]);
  });

  it('loses no update when two devices record a batch at the same moment', async () => {
    const user = await createUser(t.app);
    await stock(user);
    const [a, b] = await Promise.all([
      call(user, 'POST', '/preparations', batch),
      call(user, 'POST', '/preparations', batch),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(await volumes(user)).toEqual([64, 2, 4]);
    // A third finds only 2 mL of booster: it says 7 mL were short.
    const third = await call(user, 'POST', '/preparations', batch);
    expect(third.json().stash.short).toEqual([{ label: 'Booster 20 mg/mL', kind: 'booster', ml: 7 }]);
    expect(await volumes(user)).toEqual([46, 0, 1]);
  });

  it('deducts once when the outbox sends the batch twice, and not at all without from_stash', async () => {
    const user = await createUser(t.app);
    await stock(user);
    const key = { 'idempotency-key': 'stash-batch-0001' };
    await call(user, 'POST', '/preparations', batch, key);
    await call(user, 'POST', '/preparations', batch, key);
    expect(await volumes(user)).toEqual([82, 11, 7]);
    const plain = await call(user, 'POST', '/preparations', { ...batch, from_stash: undefined });
    expect(plain.json().stash).toBeUndefined();
    expect(await volumes(user)).toEqual([82, 11, 7]);
  });
});
