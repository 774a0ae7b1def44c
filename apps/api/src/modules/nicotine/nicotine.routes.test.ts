import type { NicotineStatus } from '@vapolib/contracts';
import { addDaysToDay, dayIn, messages } from '@vapolib/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';

const DAY = 86400000;

describe.each(databaseKinds)('nicotine API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (
    who: CreatedUser,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url: `/api/nicotine${url}`, headers: who.auth, payload });
  const status = async (who: CreatedUser) => (await call(who, 'GET', '/status')).json() as NicotineStatus;
  const today = () => dayIn(t.clock.now());
  const withPlan = async (plan: object = { startRate: 6, targetRate: 0, dailyAvgMl: 20, mode: 'normal' }) => {
    const user = await createUser(t.app);
    const created = await call(user, 'POST', '/plan', plan);
    expect(created.statusCode, created.body).toBe(201);
    return user;
  };

  it('answers 404 in `error` when there is no plan', async () => {
    const user = await createUser(t.app);
    const response = await call(user, 'GET', '/status');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: messages.nicotineNoPlan });
    expect((await t.app.inject({ method: 'GET', url: '/api/nicotine/status' })).json()).toEqual({
      error: messages.unauthenticated,
    });
  });

  it('answers 200 and null without a plan when asked with noPlan=null, and the status once there is one', async () => {
    const user = await createUser(t.app);
    const none = await call(user, 'GET', '/status?noPlan=null');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    expect((await call(user, 'GET', '/status?noPlan=oui')).statusCode).toBe(400);
    const planned = await withPlan();
    const some = await call(planned, 'GET', '/status?noPlan=null');
    expect(some.statusCode).toBe(200);
    expect(some.json().plan.startRate).toBe(6);
  });

  it('creates a 6 → 0 normal plan with five two-week steps from today', async () => {
    const user = await createUser(t.app);
    const created = await call(user, 'POST', '/plan', {
      startRate: 6,
      targetRate: 0,
      dailyAvgMl: 20,
      mode: 'normal',
    });
    expect(created.json()).toEqual({ message: messages.planCreated });
    const { plan, progression, nicotineSaved } = await status(user);
    expect(plan).toMatchObject({ startRate: 6, targetRate: 0, dailyAvgMl: 20, mode: 'normal' });
    expect(plan.steps.map((s) => s.rate)).toEqual([6, 4.5, 3, 1.5, 0]);
    expect(plan.steps[0]).toMatchObject({
      step: 1,
      start: today(),
      end: addDaysToDay(today(), 14),
      done: false,
    });
    expect(progression).toBe(0);
    expect(nicotineSaved).toBe(0);
    expect(
      (await call(user, 'POST', '/plan', { startRate: 3, targetRate: 0, dailyAvgMl: 5 })).statusCode,
    ).toBe(409);
  });

  it.each([
    [{ startRate: 3, targetRate: 6, dailyAvgMl: 20 }, messages.nicotineTargetAboveStart],
    [{ startRate: 6, targetRate: 0, dailyAvgMl: 0 }, messages.nicotineDailyMlInvalid],
    [{ startRate: 6, targetRate: 0, dailyAvgMl: 31 }, messages.nicotineDailyMlInvalid],
    [{ startRate: -1, targetRate: 0, dailyAvgMl: 20 }, messages.nicotineRateInvalid],
    [{ startRate: 6, targetRate: 0, dailyAvgMl: 20, mode: 'turbo' }, messages.nicotineModeInvalid],
  ])('refuses the plan %j in `error`', async (payload, expected) => {
    const user = await createUser(t.app);
    const response = await call(user, 'POST', '/plan', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expected });
    expect((await call(user, 'GET', '/status')).statusCode).toBe(404);
  });

  it('keeps one log per day, updated by a second save, and computes the figures', async () => {
    const user = await withPlan();
    const yesterday = addDaysToDay(today(), -1);
    expect((await call(user, 'POST', '/log', { date: yesterday, ml: 20, rate: 6 })).json()).toEqual({
      message: messages.logSaved,
    });
    await call(user, 'POST', '/log', { date: today(), ml: 12, rate: 6 });
    await call(user, 'POST', '/log', { date: today(), ml: 10, rate: 3 });
    const figures = await status(user);
    expect(figures.chartData).toEqual([
      { date: yesterday, ml: 20, nicotine: 120 },
      { date: today(), ml: 10, nicotine: 30 },
    ]);
    expect(figures).toMatchObject({
      nicotineConsumed: 150,
      nicotineSaved: 30,
      avgNicotinePerDay: 75,
      percentSaved: 17,
    });
  });

  it.each([
    [{ ml: 0, rate: 6 }, messages.nicotineMlInvalid],
    [{ ml: -2, rate: 6 }, messages.nicotineMlInvalid],
    [{ ml: 10, rate: -1 }, messages.nicotineRateInvalid],
    [{ ml: 10, rate: 'six' }, messages.nicotineRateInvalid],
    [{ ml: 10, rate: 6, date: '2026-02-30' }, messages.nicotineDateInvalid],
  ])('refuses the log %j in `error`', async (change, expected) => {
    const user = await withPlan();
    const response = await call(user, 'POST', '/log', { date: today(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expected });
    expect((await status(user)).chartData).toEqual([]);
  });

  it('refuses a log in the future and a log without a plan', async () => {
    const user = await withPlan();
    const future = await call(user, 'POST', '/log', { date: addDaysToDay(today(), 1), ml: 5, rate: 3 });
    expect(future.json()).toEqual({ error: messages.nicotineDateInvalid });
    const planless = await createUser(t.app);
    expect((await call(planless, 'POST', '/log', { date: today(), ml: 5, rate: 3 })).statusCode).toBe(404);
  });

  it('confirms the current step: success moves on, "not yet" pushes the dates back', async () => {
    const user = await withPlan();
    const first = (await status(user)).plan.steps[0]!;
    const notYet = await call(user, 'PATCH', `/step/${first._id}/confirm`, { success: false });
    expect(notYet.json()).toEqual({ message: messages.stepUpdated });
    let plan = (await status(user)).plan;
    expect(plan.steps[0]).toMatchObject({ done: false, end: addDaysToDay(today(), 28) });
    expect(plan.steps[1]!.start).toBe(addDaysToDay(today(), 28));

    t.clock.advance(28 * DAY);
    try {
      // An empty body means success, as the spec's default.
      const ok = await t.app.inject({
        method: 'PATCH',
        url: `/api/nicotine/step/${plan.steps[0]!._id}/confirm`,
        headers: { ...user.auth, 'content-type': 'application/json' },
      });
      expect(ok.statusCode, ok.body).toBe(200);
      const after = await status(user);
      expect(after.plan.steps[0]!.done).toBe(true);
      expect(after.plan.steps[1]).toMatchObject({
        done: false,
        start: today(),
        end: addDaysToDay(today(), 14),
      });
      expect(after.progression).toBe(25);
      plan = after.plan;
    } finally {
      t.clock.advance(-28 * DAY);
    }
    const again = await call(user, 'PATCH', `/step/${plan.steps[0]!._id}/confirm`, { success: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: messages.nicotineStepNotCurrent });
  });

  it("never confirms another user's step", async () => {
    const owner = await withPlan();
    const intruder = await withPlan();
    const step = (await status(owner)).plan.steps[0]!;
    const response = await call(intruder, 'PATCH', `/step/${step._id}/confirm`, { success: true });
    expect(response.statusCode).toBe(404);
    expect((await status(owner)).plan.steps[0]!.done).toBe(false);
  });

  it('edits target and mode, keeping the done steps', async () => {
    const user = await withPlan();
    const first = (await status(user)).plan.steps[0]!;
    await call(user, 'PATCH', `/step/${first._id}/confirm`, { success: true });
    const edited = await call(user, 'PATCH', '/plan/edit', { targetRate: 1.5, mode: 'rapide' });
    expect(edited.json()).toEqual({ message: messages.planUpdated });
    const { plan } = await status(user);
    expect(plan).toMatchObject({ targetRate: 1.5, mode: 'rapide' });
    expect(plan.steps.map((s) => [s.rate, s.done])).toEqual([
      [6, true],
      [4.5, false],
      [3, false],
      [1.5, false],
    ]);
    expect(plan.steps[2]!.start).toBe(addDaysToDay(plan.steps[1]!.start, 7));
    const tooHigh = await call(user, 'PATCH', '/plan/edit', { targetRate: 6, mode: 'rapide' });
    expect(tooHigh.json()).toEqual({ error: messages.nicotineTargetAboveCurrent });
  });

  it('deletes the plan with its steps and logs', async () => {
    const user = await withPlan();
    await call(user, 'POST', '/log', { date: today(), ml: 10, rate: 6 });
    expect((await call(user, 'DELETE', '/plan')).json()).toEqual({ message: messages.planDeleted });
    expect((await call(user, 'GET', '/status')).statusCode).toBe(404);
    await call(user, 'POST', '/plan', { startRate: 6, targetRate: 0, dailyAvgMl: 20 });
    expect((await status(user)).chartData).toEqual([]);
    expect((await call(await createUser(t.app), 'DELETE', '/plan')).statusCode).toBe(404);
  });
});
