import type { NicotineStatus } from '@vapolib/contracts';
import { addDaysToDay, dayIn, messages } from '@vapolib/domain';
import { describe, expect, it } from 'vitest';
import { buildBeforeAll, databaseKinds, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, callerOn, createUser } from '../../../test/factories.ts';
import { nicotineLogs } from '../../db/schema.ts';

const DAY = 86400000;

describe.each(databaseKinds)('nicotine API on %s', (kind) => {
  let t: TestApp;
  buildBeforeAll(kind, (built) => {
    t = built;
  });

  const call = callerOn(() => t.app, '/api/nicotine');
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
    // The plan started yesterday: both days belong to it.
    t.clock.advance(-DAY);
    const user = await withPlan().finally(() => t.clock.advance(DAY));
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
    expect(figures.totals).toEqual({
      startedOn: yesterday,
      finishedOn: null,
      days: 1,
      reductions: 0,
      loggedDays: 2,
    });
    expect(figures.finished).toBe(false);
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

  it('refuses a log dated before the plan started, and keeps older rows out of the figures', async () => {
    const user = await withPlan();
    const before = await call(user, 'POST', '/log', { date: addDaysToDay(today(), -1), ml: 20, rate: 6 });
    expect(before.statusCode).toBe(400);
    expect(before.json()).toEqual({ error: messages.nicotineDateBeforePlan });
    // A row from before the rule (written straight to the database) does not count either.
    await t.app.ctx.db
      .insert(nicotineLogs)
      .values({ userId: user.user.id, date: addDaysToDay(today(), -3), ml: 30, rate: 0 });
    await call(user, 'POST', '/log', { date: today(), ml: 10, rate: 6 });
    const figures = await status(user);
    expect(figures.logs).toEqual([{ date: today(), ml: 10, rate: 6 }]);
    expect(figures.chartData).toEqual([{ date: today(), ml: 10, nicotine: 60 }]);
    expect(figures).toMatchObject({ nicotineSaved: 0, percentSaved: 0, totals: { loggedDays: 1 } });
  });

  it('takes a plan-step rate such as 10.5 and keeps a quarter of a mL', async () => {
    const user = await withPlan({ startRate: 12, targetRate: 3, dailyAvgMl: 10, mode: 'rapide' });
    expect((await call(user, 'POST', '/log', { date: today(), ml: 0.25, rate: 10.5 })).statusCode).toBe(200);
    const figures = await status(user);
    expect(figures.logs).toEqual([{ date: today(), ml: 0.25, rate: 10.5 }]);
    expect(figures.plan.steps.map((s) => s.rate)).toEqual([12, 10.5, 9, 7.5, 6, 4.5, 3]);
  });

  it('finishes the plan when the last reduction is confirmed, with its totals', async () => {
    const user = await withPlan({ startRate: 12, targetRate: 3, dailyAvgMl: 10, mode: 'rapide' });
    const started = today();
    await call(user, 'POST', '/log', { date: started, ml: 10, rate: 12 });
    const ids = (await status(user)).plan.steps.map((s) => s._id);
    try {
      for (let i = 0; i < 6; i++) {
        t.clock.advance(7 * DAY);
        const step = (await status(user)).plan.steps[i]!;
        expect((await status(user)).finished).toBe(false);
        const ok = await call(user, 'PATCH', `/step/${step._id}/confirm`, { success: true });
        expect(ok.statusCode, ok.body).toBe(200);
      }
      await call(user, 'POST', '/log', { date: today(), ml: 10, rate: 3 });
      const done = await status(user);
      expect(done.finished).toBe(true);
      expect(done.progression).toBe(100);
      // Every step kept its id through the six confirmations.
      expect(done.plan.steps.map((s) => s._id)).toEqual(ids);
      expect(done.plan.steps.at(-1)).toMatchObject({ rate: 3, done: false, start: today() });
      expect(done.totals).toEqual({
        startedOn: started,
        finishedOn: today(),
        days: 42,
        reductions: 6,
        loggedDays: 2,
      });
      expect(done).toMatchObject({ nicotineConsumed: 150, nicotineSaved: 90 });
      // Later days do not move the finish day.
      t.clock.advance(30 * DAY);
      expect((await status(user)).totals).toMatchObject({ finishedOn: addDaysToDay(started, 42), days: 42 });
    } finally {
      t.clock.advance(-72 * DAY);
    }
  });

  it('keeps the ids of the other steps when a step is confirmed or the plan edited', async () => {
    const user = await withPlan();
    const before = (await status(user)).plan.steps;
    await call(user, 'PATCH', `/step/${before[0]!._id}/confirm`, { success: true });
    const confirmed = (await status(user)).plan.steps;
    expect(confirmed.map((s) => s._id)).toEqual(before.map((s) => s._id));
    // A second tab still showing the old status answers for step 2 once it is current: no 404.
    const second = await call(user, 'PATCH', `/step/${before[1]!._id}/confirm`, { success: false });
    expect(second.statusCode, second.body).toBe(200);
    await call(user, 'PATCH', '/plan/edit', { targetRate: 1.5, mode: 'rapide' });
    const edited = (await status(user)).plan.steps;
    expect(edited.map((s) => s._id)).toEqual(before.slice(0, 4).map((s) => s._id));
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
