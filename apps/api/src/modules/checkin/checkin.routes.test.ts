import { messages } from '@vapolib/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';

describe.each(databaseKinds)('daily reminder routes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (user: CreatedUser) =>
    t.app.inject({ method: 'GET', url: '/api/rappel-quotidien', headers: user.auth });
  const put = (user: CreatedUser, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/rappel-quotidien',
      headers: { ...user.auth, ...headers },
      payload: payload as object,
    });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/rappel-quotidien' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/rappel-quotidien', payload: { actif: true } }))
        .statusCode,
    ).toBe(401);
  });

  it('is off at first, turns on at an hour, moves, and turns off; each user sees only their own', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    expect((await get(user)).json()).toEqual({ actif: false, heure: 20 });

    const on = await put(user, { actif: true, heure: 7 });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ message: messages.checkinReminderOn, rappel: { actif: true, heure: 7 } });
    expect((await get(user)).json()).toEqual({ actif: true, heure: 7 });
    expect((await get(other)).json()).toEqual({ actif: false, heure: 20 });

    expect((await put(user, { actif: true })).json().rappel).toEqual({ actif: true, heure: 20 });
    expect((await put(user, { actif: true, heure: 0 })).json().rappel).toEqual({ actif: true, heure: 0 });

    const off = await put(user, { actif: false, heure: 0 });
    expect(off.json()).toEqual({ message: messages.checkinReminderOff, rappel: { actif: false, heure: 0 } });
    expect((await get(user)).json()).toEqual({ actif: false, heure: 20 });

    await put(user, { actif: true, heure: 23 });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/rappel-quotidien',
      headers: user.auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(messages.checkinReminderOff);
    expect((await get(user)).json().actif).toBe(false);
    // Off twice is still off.
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/rappel-quotidien', headers: user.auth })).statusCode,
    ).toBe(200);
  });

  it('refuses a bad hour or switch with a French message, never a 500', async () => {
    const user = await createUser(t.app);
    for (const payload of [
      { actif: true, heure: 24 },
      { actif: true, heure: -1 },
      { actif: true, heure: 7.5 },
      { actif: true, heure: '7' },
      { actif: true, heure: null },
    ]) {
      const answer = await put(user, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json()).toEqual({ message: messages.checkinHourInvalid });
    }
    for (const payload of [{ heure: 7 }, { actif: 'oui', heure: 7 }]) {
      const answer = await put(user, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: messages.checkinActiveInvalid });
    }
    const noBody = await t.app.inject({ method: 'PUT', url: '/api/rappel-quotidien', headers: user.auth });
    expect(noBody.statusCode).toBe(400);
    expect(typeof noBody.json().message).toBe('string');
    expect((await get(user)).json().actif).toBe(false);
  });

  it('a write replayed by the offline outbox (same Idempotency-Key) answers the same and changes nothing', async () => {
    const user = await createUser(t.app);
    const key = { 'idempotency-key': 'rappel-0001-abcdef' };
    const first = await put(user, { actif: true, heure: 9 }, key);
    await put(user, { actif: true, heure: 10 });
    const replay = await put(user, { actif: true, heure: 9 }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect((await get(user)).json()).toEqual({ actif: true, heure: 10 });
  });

  it('is in the data export, and goes with the account', async () => {
    const user = await createUser(t.app);
    await put(user, { actif: true, heure: 21 });
    const exported = (
      await t.app.inject({ method: 'GET', url: '/api/auth/me/export', headers: user.auth })
    ).json();
    expect(exported.rappelQuotidien).toMatchObject({ heure: 21, dernierEnvoi: null });
    const without = await createUser(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me/export', headers: without.auth })).json()
        .rappelQuotidien,
    ).toBeNull();

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      headers: user.auth,
      payload: { password: user.password },
    });
    expect(deleted.statusCode).toBe(200);
    const rows = (await t.app.ctx.db.execute(
      sql`select count(*)::int as n from checkin_reminders where user_id = ${user.user.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(0);
  });
});
