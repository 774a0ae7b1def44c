import type { NicotineStatus } from '@vapolib/contracts';
import { addDaysToDay, coachMessages, dayIn } from '@vapolib/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';

const DAY = 86_400_000;

describe.each(databaseKinds)('compensation after a step down, and holding a step, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (
    who: CreatedUser,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
    headers = {},
  ) => t.app.inject({ method, url: `/api${url}`, headers: { ...who.auth, ...headers }, payload });
  const status = async (who: CreatedUser) =>
    (await call(who, 'GET', '/nicotine/status')).json() as NicotineStatus;
  const log = (who: CreatedUser, ml: number, rate: number) =>
    call(who, 'POST', '/nicotine/log', { date: dayIn(t.clock.now()), ml, rate });

  it('says so when more mL kept the mg a day within 10 %, and one tap holds the step a week', async () => {
    const user = await createUser(t.app);
    await call(user, 'POST', '/nicotine/plan', {
      startRate: 6,
      targetRate: 3,
      dailyAvgMl: 10,
      mode: 'rapide',
    });
    for (let day = 0; day < 7; day++) {
      expect((await log(user, 10, 6)).statusCode).toBe(200);
      t.clock.advance(DAY);
    }
    const [first] = (await status(user)).plan.steps;
    expect(
      (await call(user, 'PATCH', `/nicotine/step/${first!._id}/confirm`, { success: true })).statusCode,
    ).toBe(200);
    // Two days at 4.5 mg/mL: not enough to say anything yet.
    for (let day = 0; day < 2; day++) {
      await log(user, 14, 4.5);
      t.clock.advance(DAY);
    }
    expect((await status(user)).compensation).toBeNull();
    await log(user, 14, 4.5);
    const after = await status(user);
    const second = after.plan.steps[1]!;
    expect(after.compensation).toEqual({
      stepId: second._id,
      previousRate: 6,
      currentRate: 4.5,
      previousMgPerDay: 60,
      currentMgPerDay: 63,
      previousMlPerDay: 10,
      currentMlPerDay: 14,
      percentOfPrevious: 105,
    });

    const key = { 'idempotency-key': 'hold-key-0001' };
    const held = await call(user, 'PATCH', `/nicotine/step/${second._id}/hold`, undefined, key);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json()).toEqual({ message: coachMessages.stepHeld });
    expect((await call(user, 'PATCH', `/nicotine/step/${second._id}/hold`, undefined, key)).statusCode).toBe(
      200,
    );
    const steps = (await status(user)).plan.steps;
    expect(steps[1]!.end).toBe(addDaysToDay(second.end, 7));
    expect(steps[2]!.start).toBe(addDaysToDay(after.plan.steps[2]!.start, 7));

    // Holding a step that is not the current one is refused.
    const refused = await call(user, 'PATCH', `/nicotine/step/${steps[2]!._id}/hold`);
    expect(refused.statusCode).toBe(409);

    // A real drop: 10 mL at 4.5 mg/mL is 45 mg, 75 % of before.
    for (let day = 0; day < 7; day++) {
      t.clock.advance(DAY);
      await log(user, 10, 4.5);
    }
    expect((await status(user)).compensation).toBeNull();
  });
});
