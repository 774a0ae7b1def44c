import { randomUUID } from 'node:crypto';
import type { SpendingOverview } from '@vapolib/contracts';
import { addDaysToDay, dayIn, messages } from '@vapolib/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';

const diy = {
  kind: 'diy',
  baseLitrePriceCents: 1500,
  boosterPriceCents: 150,
  aromaPriceCents: 590,
  aromaBottleMl: 10,
  aromaPercent: 10,
};

describe.each(databaseKinds)('spending API on %s', (kind) => {
  let t: TestApp;
  let today: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    today = dayIn(t.clock.now());
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (who: CreatedUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: who.auth, payload });
  const overview = async (who: CreatedUser) =>
    (await call(who, 'GET', '/depenses')).json() as SpendingOverview;

  /** A plan at 6 mg/mL, 5 mL logged today, a coil fitted today (15 days). */
  async function vaper() {
    const user = await createUser(t.app);
    expect(
      (await call(user, 'POST', '/nicotine/plan', { startRate: 6, targetRate: 0, dailyAvgMl: 10 }))
        .statusCode,
    ).toBe(201);
    expect((await call(user, 'POST', '/nicotine/log', { date: today, ml: 5, rate: 6 })).statusCode).toBe(200);
    const device = (await call(user, 'POST', '/cigarettes', { modele: 'Pod X' })).json().cigarette;
    const coil = await call(user, 'POST', '/resistance', { cigId: device._id, dateInstallation: today });
    expect(coil.statusCode, coil.body).toBe(201);
    return user;
  }

  it('answers the usage and no figure before anything is said', async () => {
    const user = await vaper();
    const data = await overview(user);
    expect(data.profile).toBeNull();
    expect(data.usage).toEqual({
      today,
      logs: [{ date: today, ml: 5, rate: 6 }],
      coils: [{ dateInstallation: today, duree: 15 }],
      plan: { dailyAvgMl: 10, rate: 6 },
      slips: [],
    });
    expect(data.summary).toMatchObject({
      costPerMlCents: null,
      month: { ml: 5, coilChanges: 1, liquidCents: null, coilCents: null, totalCents: null },
      savings: null,
    });
  });

  it('saves the profile and computes this month’s spend and the money saved', async () => {
    const user = await vaper();
    const body = {
      vapingSince: addDaysToDay(today, -9),
      liquidPurchase: { kind: 'bottle10', bottlePriceCents: 600 },
      coilPriceCents: 350,
      cigarettesPerDay: 10,
    };
    const response = await call(user, 'PUT', '/depenses', body);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as SpendingOverview & { message: string };
    expect(saved.message).toBe(messages.spendingSaved);
    expect(saved.profile).toMatchObject({ ...body, packPriceCents: null });
    // Month: 5 mL at 60 c + one coil at 3,50 €.
    expect(saved.summary.month).toMatchObject({ ml: 5, liquidCents: 300, coilCents: 350, totalCents: 650 });
    // 10 days: 10 × 12,50 € / 20 × 10 = 62,50 €; liquid 5 mL a day at 60 c = 30 €; coils 10 / 15 × 3,50 €.
    expect(saved.summary.savings).toMatchObject({
      days: 10,
      smokingCents: 6250,
      liquidCents: 3000,
      coilCents: 233,
      savedCents: 3017,
      loggedDays: 1,
      missing: [],
    });
    expect(saved.summary.costPerMlCents).toBe(60);
    const read = await overview(user);
    expect(read).toEqual({ profile: saved.profile, usage: saved.usage, summary: saved.summary });
  });

  it('replaces the whole profile, and the same PUT twice leaves the same profile', async () => {
    const user = await createUser(t.app);
    const body = { liquidPurchase: diy, coilPriceCents: 400, packPriceCents: 1300, cigarettesPerDay: 12.5 };
    const first = (await call(user, 'PUT', '/depenses', body)).json() as SpendingOverview;
    const second = (await call(user, 'PUT', '/depenses', body)).json() as SpendingOverview;
    const { updatedAt: _a, ...firstProfile } = first.profile!;
    const { updatedAt: _b, ...secondProfile } = second.profile!;
    expect(secondProfile).toEqual(firstProfile);
    expect(firstProfile).toEqual({ ...body, vapingSince: null });
    // No plan nor log: 6 mg/mL → 11,3 c/mL.
    expect(second.summary.costPerMlCents).toBe(11.3);
    const shortfill = { kind: 'shortfill50', bottlePriceCents: 1990, boosterPriceCents: 150 };
    const replaced = (await call(user, 'PUT', '/depenses', { liquidPurchase: shortfill })).json();
    expect(replaced.profile).toMatchObject({
      liquidPurchase: shortfill,
      coilPriceCents: null,
      packPriceCents: null,
      cigarettesPerDay: null,
    });
    const cleared = (await call(user, 'PUT', '/depenses', {})).json() as SpendingOverview;
    expect(cleared.profile).toMatchObject({ liquidPurchase: null, vapingSince: null });
  });

  it('answers a replayed offline write (same Idempotency-Key) without writing again', async () => {
    const user = await createUser(t.app);
    const key = randomUUID();
    const send = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/depenses',
        headers: { ...user.auth, 'idempotency-key': key },
        payload,
      });
    const first = await send({ coilPriceCents: 300 });
    const replay = await send({ coilPriceCents: 300 });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(replay.json()).toEqual(first.json());
  });

  it.each([
    [{ vapingSince: '2026-02-30' }, messages.spendingDateInvalid],
    [{ vapingSince: '1999-12-31' }, messages.spendingDateInvalid],
    [{ vapingSince: 20260101 }, messages.spendingDateInvalid],
    [{ coilPriceCents: -1 }, messages.spendingPriceInvalid],
    [{ coilPriceCents: 3.5 }, messages.spendingPriceInvalid],
    [{ packPriceCents: 100_001 }, messages.spendingPriceInvalid],
    [{ packPriceCents: '1250' }, messages.spendingPriceInvalid],
    [{ cigarettesPerDay: 201 }, messages.spendingCigarettesInvalid],
    [{ cigarettesPerDay: -1 }, messages.spendingCigarettesInvalid],
    [{ liquidPurchase: { kind: 'magique', bottlePriceCents: 500 } }, messages.spendingKindInvalid],
    [{ liquidPurchase: { bottlePriceCents: 500 } }, messages.spendingKindInvalid],
    [{ liquidPurchase: { kind: 'bottle10' } }, messages.spendingPriceInvalid],
    [{ liquidPurchase: { kind: 'shortfill50', bottlePriceCents: 1990 } }, messages.spendingPriceInvalid],
    [{ liquidPurchase: { ...diy, aromaPercent: 50 } }, messages.spendingAromaPercentInvalid],
    [{ liquidPurchase: { ...diy, aromaBottleMl: 0 } }, messages.spendingAromaBottleInvalid],
    [{ liquidPurchase: { ...diy, hack: 1 } }, messages.invalidRequest],
  ])('refuses %j in French', async (payload, expected) => {
    const user = await createUser(t.app);
    const response = await call(user, 'PUT', '/depenses', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expected });
    expect((await overview(user)).profile).toBeNull();
  });

  it('refuses a first day of vaping after today (Paris)', async () => {
    const user = await createUser(t.app);
    const response = await call(user, 'PUT', '/depenses', { vapingSince: addDaysToDay(today, 1) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.spendingDateInvalid });
    expect((await call(user, 'PUT', '/depenses', { vapingSince: today })).statusCode).toBe(200);
  });

  it('shows each user their own profile only', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    await call(owner, 'PUT', '/depenses', { coilPriceCents: 500 });
    expect((await overview(other)).profile).toBeNull();
    expect((await overview(owner)).profile?.coilPriceCents).toBe(500);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/depenses' })).statusCode).toBe(401);
    const put = await t.app.inject({ method: 'PUT', url: '/api/depenses', payload: {} });
    expect(put.statusCode).toBe(401);
  });
});
