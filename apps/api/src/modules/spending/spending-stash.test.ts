import type { SpendingOverview } from '@vapolib/contracts';
import { dayIn } from '@vapolib/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';

describe.each(databaseKinds)('« Mes dépenses » priced from the stash on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (who: CreatedUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: who.auth, payload });
  const overview = async (who: CreatedUser) =>
    (await call(who, 'GET', '/depenses')).json() as SpendingOverview;

  it('prices home mixing from what was bought, nobody typing prices twice', async () => {
    const user = await createUser(t.app);
    const today = dayIn(t.clock.now());
    await call(user, 'POST', '/nicotine/plan', { startRate: 6, targetRate: 0, dailyAvgMl: 10 });
    expect((await call(user, 'POST', '/nicotine/log', { date: today, ml: 5, rate: 6 })).statusCode).toBe(200);
    for (const body of [
      { kind: 'base', pg: 50, volume_ml: 1000, price_cents: 1500 },
      { kind: 'aroma', name: 'Vanille', volume_ml: 10, price_cents: 590 },
    ])
      expect((await call(user, 'POST', '/stock', body)).statusCode).toBe(201);
    // Without a priced booster, nothing to compute from (and no manual figures): no cost.
    expect((await overview(user)).liquidFromStash).toBeUndefined();
    expect((await overview(user)).summary.month.liquidCents).toBeNull();

    const booster = await call(user, 'POST', '/stock', {
      kind: 'booster',
      strength: 20,
      pg: 50,
      volume_ml: 10,
      bottle_ml: 10,
      price_cents: 150,
    });
    expect(booster.statusCode).toBe(201);
    const data = await overview(user);
    expect(data.liquidFromStash).toBe(true);
    // At 6 mg/mL: 30 % booster (15 c/mL), 10 % aroma (59 c/mL), 60 % base (1,5 c/mL) = 11,3 c/mL; 5 mL logged.
    expect(data.summary.month.liquidCents).toBe(Math.round(5 * 11.3));
  });
});
