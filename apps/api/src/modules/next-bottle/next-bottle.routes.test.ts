import type { NextBottleResponse, ShoppingListResponse, StashList } from '@vapolib/contracts';
import { addDaysToDay, dayIn, messages } from '@vapolib/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';

/** 30 mL at 6 mg/mL, 50/50, 10 % Menthe (a week of steeping). */
const mint = {
  mode: 'precise',
  inputs: {
    volume: 30,
    pg: 50,
    nicotine: 6,
    boosterStrength: 20,
    boosterPg: 50,
    aromas: [{ name: 'Menthe', percent: 10, pg: 100 }],
    maturation: 'frais-epice',
  },
};
const DAY = 86_400_000;

describe.each(databaseKinds)('the next step’s bottle and the shopping list on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    t?.clock.set(0);
    await t?.close();
  });

  const call = (who: CreatedUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: who.auth, payload });
  const next = async (who: CreatedUser) => {
    const response = await call(who, 'GET', '/stock/prochain-flacon');
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as NextBottleResponse;
  };
  const courses = async (who: CreatedUser) => {
    const response = await call(who, 'GET', '/stock/courses');
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ShoppingListResponse;
  };
  const plan = async (who: CreatedUser, body: object = {}) => {
    const response = await call(who, 'POST', '/nicotine/plan', {
      startRate: 6,
      targetRate: 0,
      dailyAvgMl: 5,
      mode: 'normal',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
  };

  it('is null without a plan, and the shopping list empty', async () => {
    const user = await createUser(t.app);
    expect((await next(user)).bottle).toBeNull();
    expect(await courses(user)).toEqual({ bottles: [], items: [] });
  });

  it('proposes the next step’s rate, a bottle for its days, the day to mix by, with the last recipe', async () => {
    const user = await createUser(t.app);
    await plan(user);
    const today = dayIn(t.clock.now());
    // Without a recipe: the quick mode's defaults, a week of steeping.
    const plain = (await next(user)).bottle!;
    expect(plain).toMatchObject({
      step: 2,
      rate: 4.5,
      step_start: addDaysToDay(today, 14),
      ml_per_day: 5,
      ml_per_day_source: 'plan',
      needed_ml: 70,
      volume_ml: 100,
      status: 'in-time',
      recipe: { source: 'default' },
      calculation: { mode: 'quick', inputs: { quantity: 100, nicotine: 4.5 } },
    });
    // The logs of the last two weeks: their average; the last saved recipe, scaled.
    // Logs dated in the plan (none before its first day): today's.
    const log = await call(user, 'POST', '/nicotine/log', { date: today, ml: 4, rate: 6 });
    expect(log.statusCode, log.body).toBeLessThan(300);
    await call(user, 'POST', '/recipes', { name: 'Menthe fraîche', ...mint });
    const bottle = (await next(user)).bottle!;
    expect(bottle).toMatchObject({
      ml_per_day: 4,
      ml_per_day_source: 'logs',
      needed_ml: 56,
      volume_ml: 60,
      flavour_family: 'frais-epice',
      steeping_days: 7,
      mix_by: addDaysToDay(today, 7),
      recipe: { source: 'recipe', name: 'Menthe fraîche' },
      calculation: { mode: 'precise', inputs: { nicotine: 4.5 } },
    });
    expect(bottle.calculation.inputs).toMatchObject({ volume: bottle.volume_ml });
  });

  it('is late once steeping cannot end before the step, and made once a batch is linked to it', async () => {
    const user = await createUser(t.app);
    await plan(user);
    await call(user, 'POST', '/recipes', { name: 'Menthe', ...mint });
    t.clock.set(10 * DAY);
    try {
      const late = (await next(user)).bottle!;
      expect(late.status).toBe('late');
      const made = await call(user, 'POST', '/preparations', {
        name: 'Menthe',
        volume_ml: late.volume_ml,
        nicotine_rate: late.rate,
        flavour_family: 'shake-and-vape',
        calculation: late.calculation,
        step_id: late.step_id,
      });
      expect(made.statusCode, made.body).toBe(201);
      expect(made.json().batch.step_id).toBe(late.step_id);
      expect((await next(user)).bottle).toMatchObject({
        status: 'made',
        made: { ready_on: expect.any(String) },
      });
      // The made bottle leaves the list: the step after it only.
      expect((await courses(user)).bottles.map((bottle) => bottle.step)).toEqual([3]);
      // The plan deleted, the batch stays, no longer linked; no plan, no next bottle.
      expect((await call(user, 'DELETE', '/nicotine/plan')).statusCode).toBe(200);
      const [kept] = (await call(user, 'GET', '/preparations')).json().batches;
      expect(kept).toMatchObject({ name: 'Menthe', step_id: null });
      expect((await next(user)).bottle).toBeNull();
    } finally {
      t.clock.set(0);
    }
  });

  it('lists what the next bottles need minus the stash, with the last price paid; mixing changes it', async () => {
    const user = await createUser(t.app);
    await plan(user);
    await call(user, 'POST', '/recipes', { name: 'Menthe', ...mint });
    for (const body of [
      { kind: 'base', pg: 50, volume_ml: 100, price_cents: 900, bought_ml: 1000 },
      { kind: 'booster', strength: 20, pg: 50, volume_ml: 10, bottle_ml: 10, price_cents: 390 },
      { kind: 'aroma', name: 'Menthe', volume_ml: 10, price_cents: 590 },
    ])
      expect((await call(user, 'POST', '/stock', body)).statusCode).toBe(201);
    const before = await courses(user);
    expect(before.bottles.map((bottle) => bottle.step)).toEqual([2, 3]);
    const labels = before.items.map((item) => item.label);
    expect(labels).toEqual(expect.arrayContaining(['Booster 20 mg/mL', 'Arôme Menthe']));
    const booster = before.items.find((item) => item.label === 'Booster 20 mg/mL')!;
    expect(booster.last_price).toEqual({ price_cents: 390, bought_ml: 10 });
    expect(booster.ml).toBeGreaterThan(0);

    const bottle = (await next(user)).bottle!;
    const made = await call(user, 'POST', '/preparations', {
      name: 'Menthe',
      volume_ml: bottle.volume_ml,
      nicotine_rate: bottle.rate,
      flavour_family: bottle.flavour_family,
      calculation: bottle.calculation,
      step_id: bottle.step_id,
      from_stash: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    const stock = ((await call(user, 'GET', '/stock')).json() as StashList).items;
    expect(stock.find((item) => item.kind === 'aroma')!.volume_ml).toBeLessThan(10);
    const after = await courses(user);
    expect(after.bottles.map((item) => item.step)).toEqual([3]);
    expect(after).not.toEqual(before);
  });

  it('refuses a step that is not the user’s, in French, and records nothing', async () => {
    const owner = await createUser(t.app);
    await plan(owner);
    const stepId = (await next(owner)).bottle!.step_id;
    const other = await createUser(t.app);
    for (const step_id of [stepId, 999_999, -1, 'abc', 1e12]) {
      const response = await call(other, 'POST', '/preparations', {
        name: 'Pas à moi',
        volume_ml: 10,
        nicotine_rate: 3,
        flavour_family: 'shake-and-vape',
        step_id,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(messages.batchStepNotFound);
    }
    expect((await call(other, 'GET', '/preparations')).json().batches).toEqual([]);
  });

  it('asks to be signed in', async () => {
    for (const url of ['/stock/prochain-flacon', '/stock/courses'])
      expect((await t.app.inject({ method: 'GET', url: `/api${url}` })).statusCode).toBe(401);
  });
});
