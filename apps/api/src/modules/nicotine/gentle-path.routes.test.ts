import type { NicotineStatus } from '@vapolib/contracts';
import { addDaysToDay, coachMessages, dayIn, messages } from '@vapolib/domain';
import { describe, expect, it } from 'vitest';
import { buildBeforeAll, databaseKinds, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, callerOn, createUser } from '../../../test/factories.ts';

const DAY = 86_400_000;

/** Issue 27: the half step and the week more when not ready, and « arrêt d'un coup » at plan creation. */
describe.each(databaseKinds)('the gentler path and « arrêt d’un coup » on %s', (kind) => {
  let t: TestApp;
  buildBeforeAll(kind, (built) => {
    t = built;
  });

  const call = callerOn(() => t.app, '/api/nicotine');
  const status = async (who: CreatedUser) => (await call(who, 'GET', '/status')).json() as NicotineStatus;
  const today = () => dayIn(t.clock.now());
  const withPlan = async (plan: object = { startRate: 6, targetRate: 0, dailyAvgMl: 10, mode: 'normal' }) => {
    const user = await createUser(t.app);
    const created = await call(user, 'POST', '/plan', plan);
    expect(created.statusCode, created.body).toBe(201);
    return user;
  };

  it('takes a half step: 6 → 5,25 from today, the next steps after it, once per Idempotency-Key', async () => {
    const user = await withPlan();
    t.clock.advance(14 * DAY);
    const [first] = (await status(user)).plan.steps;
    const key = { ...user.auth, 'idempotency-key': 'half-step-key-0001' };
    const half = () =>
      t.app.inject({ method: 'PATCH', url: `/api/nicotine/step/${first!._id}/half`, headers: key });
    const taken = await half();
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toEqual({ message: coachMessages.halfStepTaken });
    expect((await half()).statusCode).toBe(200);

    const after = await status(user);
    expect(after.plan.steps.map((step) => step.rate)).toEqual([6, 5.25, 4.5, 3, 1.5, 0]);
    expect(after.plan.steps.map((step) => step.done)).toEqual([true, false, false, false, false, false]);
    expect(after.plan.steps[1]).toMatchObject({ start: today(), end: addDaysToDay(today(), 14) });
    expect(after.plan.steps[2]!.start).toBe(addDaysToDay(today(), 14));
    expect(after.progression).toBe(13);
    expect(after.plan.approach).toBe('progressif');

    // The half step is not halved again; the user can hold it a week instead.
    const again = await call(user, 'PATCH', `/step/${after.plan.steps[1]!._id}/half`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: coachMessages.halfStepTooSmall });
    expect((await status(user)).plan.steps).toEqual(after.plan.steps);
  });

  it('refuses in French: a step not current (409), unknown or another user’s (404), a bad id (400), no plan (404)', async () => {
    const user = await withPlan();
    const other = await withPlan();
    const steps = (await status(user)).plan.steps;
    const before = await status(user);

    const notCurrent = await call(user, 'PATCH', `/step/${steps[2]!._id}/half`);
    expect(notCurrent.statusCode).toBe(409);
    expect(notCurrent.json()).toEqual({ error: messages.nicotineStepNotCurrent });

    const othersStep = (await status(other)).plan.steps[0]!;
    const stolen = await call(user, 'PATCH', `/step/${othersStep._id}/half`);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ error: messages.notFound });
    expect((await status(other)).plan.steps.map((step) => step.rate)).toEqual([6, 4.5, 3, 1.5, 0]);

    const unknown = await call(user, 'PATCH', '/step/2147483000/half');
    expect(unknown.statusCode).toBe(404);
    const bad = await call(user, 'PATCH', '/step/abc/half');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: messages.idInvalid });

    const nobody = await createUser(t.app);
    const noPlan = await call(nobody, 'PATCH', `/step/${steps[0]!._id}/half`);
    expect(noPlan.statusCode).toBe(404);
    expect(noPlan.json()).toEqual({ error: messages.nicotineNoPlan });
    expect(await status(user)).toEqual(before);
  });

  it('refuses a half step on the target (409)', async () => {
    const user = await withPlan({ startRate: 3, targetRate: 1.5, dailyAvgMl: 10, mode: 'rapide' });
    const [first] = (await status(user)).plan.steps;
    expect((await call(user, 'PATCH', `/step/${first!._id}/confirm`, { success: true })).statusCode).toBe(
      200,
    );
    const target = (await status(user)).plan.steps[1]!;
    const refused = await call(user, 'PATCH', `/step/${target._id}/half`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: coachMessages.halfStepAtTarget });
  });

  it('holds a step due for days a week from today, not from its past end day', async () => {
    const user = await withPlan({ startRate: 6, targetRate: 0, dailyAvgMl: 10, mode: 'lent' });
    t.clock.advance(30 * DAY);
    const [first, second] = (await status(user)).plan.steps;
    const held = await call(user, 'PATCH', `/step/${first!._id}/hold`);
    expect(held.statusCode, held.body).toBe(200);
    const steps = (await status(user)).plan.steps;
    expect(steps[0]!.end).toBe(addDaysToDay(today(), 7));
    expect(steps[1]!.start).toBe(addDaysToDay(today(), 7));
    expect(steps[1]!.end).toBe(addDaysToDay(second!.end, 16));
  });

  it('creates « arrêt d’un coup »: the target from today, one step, the start rate kept for the saved figures', async () => {
    const user = await withPlan({
      startRate: 12,
      targetRate: 0,
      dailyAvgMl: 10,
      mode: 'normal',
      approach: 'arret',
    });
    const created = await status(user);
    expect(created.plan).toMatchObject({ startRate: 12, targetRate: 0, approach: 'arret' });
    expect(created.plan.steps).toEqual([
      expect.objectContaining({ step: 1, rate: 0, start: today(), done: false }),
    ]);
    expect(created.finished).toBe(true);
    expect(created.progression).toBe(100);
    const logged = await call(user, 'POST', '/log', { date: today(), ml: 10, rate: 0 });
    expect(logged.statusCode, logged.body).toBe(200);
    // 10 mL that would have carried 12 mg/mL: 120 mg not taken.
    expect((await status(user)).nicotineSaved).toBe(120);
    expect((await status(user)).plan.approach).toBe('arret');
  });

  it.each([
    [{ startRate: 6, targetRate: 0, dailyAvgMl: 10, approach: 'brutal' }],
    [{ startRate: 6, targetRate: 0, dailyAvgMl: 10, approach: 1 }],
  ])('refuses the approach of %j in French and writes nothing', async (payload) => {
    const user = await createUser(t.app);
    const response = await call(user, 'POST', '/plan', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: messages.nicotineApproachInvalid });
    expect((await call(user, 'GET', '/status')).statusCode).toBe(404);
  });

  it('carries the slips a day for the chart’s marks, and nothing else changes', async () => {
    const user = await withPlan();
    await call(user, 'POST', '/log', { date: today(), ml: 10, rate: 6 });
    const before = await status(user);
    expect(before.slips).toEqual([]);
    const slip = await t.app.inject({
      method: 'POST',
      url: '/api/ecarts',
      headers: user.auth,
      payload: { count: 2 },
    });
    expect(slip.statusCode, slip.body).toBe(201);
    const after = await status(user);
    expect(after.slips).toEqual([{ date: today(), count: 2 }]);
    expect({ ...after, slips: [] }).toEqual(before);
  });
});
