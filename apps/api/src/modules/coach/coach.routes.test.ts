import type { CravingsOverview } from '@vapolib/contracts';
import { coachMessages, dayIn } from '@vapolib/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';

describe.each(databaseKinds)('coach routes (cravings, slips, clock) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (
    who: CreatedUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...who.auth, ...headers },
      payload: payload as object,
    });
  const overview = async (who: CreatedUser) => (await call(who, 'GET', '/envies')).json() as CravingsOverview;
  const count = async (table: 'cravings' | 'slips', who: CreatedUser) => {
    const result = (await t.app.ctx.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${who.user.id}`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]!.n;
  };

  it('needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/envies'],
      ['POST', '/api/envies'],
      ['POST', '/api/ecarts'],
      ['GET', '/api/compteur'],
      ['PUT', '/api/compteur'],
    ] as const)
      expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
  });

  it('logs a craving in one field, with its details, and shows it in the month', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const quick = await call(user, 'POST', '/envies', { intensity: 3 });
    expect(quick.statusCode, quick.body).toBe(201);
    expect(quick.json()).toMatchObject({
      message: coachMessages.cravingSaved,
      envie: { intensity: 3, trigger: null, helped: [], smoked: false, note: null },
    });
    const full = await call(user, 'POST', '/envies', {
      intensity: 5,
      trigger: 'autre',
      triggerOther: 'Une odeur de tabac 🚬',
      helped: ['respirer', 'eau'],
      smoked: false,
      note: '  Passée en trois minutes 💪  ',
    });
    expect(full.statusCode, full.body).toBe(201);
    expect(full.json().envie).toMatchObject({
      trigger: 'autre',
      triggerOther: 'Une odeur de tabac 🚬',
      helped: ['respirer', 'eau'],
      note: 'Passée en trois minutes 💪',
    });
    const month = await overview(user);
    expect(month.total).toBe(2);
    expect(month.held).toBe(2);
    expect(month.cravings.map((craving) => craving.intensity)).toEqual([5, 3]);
    expect(month.days).toHaveLength(30);
    expect(month.days.at(-1)).toEqual({ date: dayIn(t.clock.now()), cravings: 2, cigarettes: 0 });
    expect(month.triggers).toEqual([{ trigger: 'autre', count: 1 }]);
    expect(month.helps.map((help) => help.help)).toEqual(['respirer', 'eau']);
    expect(month.grid.flat().reduce((a, b) => a + b, 0)).toBe(2);
    expect((await overview(other)).total).toBe(0);
  });

  it.each([
    ['intensity 0', { intensity: 0 }, coachMessages.cravingIntensityInvalid],
    ['intensity 6', { intensity: 6 }, coachMessages.cravingIntensityInvalid],
    ['intensity 2.5', { intensity: 2.5 }, coachMessages.cravingIntensityInvalid],
    ['no intensity', {}, coachMessages.cravingIntensityInvalid],
    ['an unknown trigger', { intensity: 2, trigger: 'lune' }, coachMessages.cravingTriggerInvalid],
    ['a way twice', { intensity: 2, helped: ['eau', 'eau'] }, coachMessages.cravingHelpedInvalid],
    ['5 000 characters of note', { intensity: 2, note: 'a'.repeat(5000) }, coachMessages.noteTooLong],
    ['501 emoji', { intensity: 2, note: '🚭'.repeat(501) }, coachMessages.noteTooLong],
    ['a control character', { intensity: 2, note: 'a\u0007b' }, coachMessages.noteInvalid],
    ['a moment in the future', { intensity: 2, at: '2999-01-01T00:00:00Z' }, coachMessages.momentInvalid],
    ['a moment that is not one', { intensity: 2, at: 'hier' }, coachMessages.momentInvalid],
  ])('refuses a craving with %s in French, and writes nothing', async (_, body, message) => {
    const user = await createUser(t.app);
    const response = await call(user, 'POST', '/envies', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await count('cravings', user)).toBe(0);
  });

  it('keeps 500 emoji whole (one character each)', async () => {
    const user = await createUser(t.app);
    const response = await call(user, 'POST', '/envies', { intensity: 1, note: '🚭'.repeat(500) });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().envie.note).toBe('🚭'.repeat(500));
  });

  it('records a craving once when the outbox sends it twice with its Idempotency-Key', async () => {
    const user = await createUser(t.app);
    const key = { 'idempotency-key': 'craving-key-0001' };
    const at = new Date(t.clock.now().getTime() - 3600_000).toISOString();
    const first = await call(user, 'POST', '/envies', { intensity: 4, at }, key);
    const replay = await call(user, 'POST', '/envies', { intensity: 4, at }, key);
    expect(first.statusCode).toBe(201);
    expect(replay.json().envie.id).toBe(first.json().envie.id);
    expect(first.json().envie.at).toBe(at);
    expect(await count('cravings', user)).toBe(1);
  });

  it('logs a slip without touching the plan, its logs or series, and takes it off the money saved', async () => {
    const user = await createUser(t.app);
    const today = dayIn(t.clock.now());
    await call(user, 'POST', '/nicotine/plan', { startRate: 6, targetRate: 0, dailyAvgMl: 10 });
    await call(user, 'POST', '/nicotine/log', { date: today, ml: 5, rate: 6 });
    await call(user, 'PUT', '/depenses', { vapingSince: today, cigarettesPerDay: 20, packPriceCents: 1200 });
    const statusBefore = (await call(user, 'GET', '/nicotine/status')).json();
    const savedBefore = (await call(user, 'GET', '/depenses')).json().summary.savings;

    const slip = await call(user, 'POST', '/ecarts', { count: 3, trigger: 'alcool', note: 'Soirée' });
    expect(slip.statusCode, slip.body).toBe(201);
    expect(slip.json()).toMatchObject({
      message: coachMessages.slipSaved,
      ecart: { count: 3, trigger: 'alcool', note: 'Soirée' },
    });
    // Only the chart's marks change (`slips`); the plan, the series, the badges' figures stay as they were.
    const statusAfter = (await call(user, 'GET', '/nicotine/status')).json();
    expect(statusAfter.slips).toEqual([{ date: today, count: 3 }]);
    expect({ ...statusAfter, slips: statusBefore.slips }).toEqual(statusBefore);
    const saved = (await call(user, 'GET', '/depenses')).json().summary.savings;
    expect(saved.slipCigarettes).toBe(3);
    expect(saved.slipCents).toBe(180);
    expect(saved.savedCents).toBe(savedBefore.savedCents - 180);
    const month = await overview(user);
    expect(month).toMatchObject({ slipCount: 1, cigarettes: 3, triggers: [{ trigger: 'alcool', count: 1 }] });
  });

  it.each([
    ['a count of 1e9', { count: 1e9 }],
    ['a count of 0', { count: 0 }],
    ['a count of 1.5', { count: 1.5 }],
    ['a count in words', { count: 'trois' }],
  ])('refuses a slip with %s in French, and writes nothing', async (_, body) => {
    const user = await createUser(t.app);
    const response = await call(user, 'POST', '/ecarts', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: coachMessages.slipCountInvalid });
    expect(await count('slips', user)).toBe(0);
  });

  it('sets, moves and clears the last cigarette, never in the future', async () => {
    const user = await createUser(t.app);
    expect((await call(user, 'GET', '/compteur')).json()).toEqual({
      lastCigaretteAt: null,
      lastSlipAt: null,
    });
    const last = new Date(t.clock.now().getTime() - 3 * 86_400_000).toISOString();
    const saved = await call(user, 'PUT', '/compteur', { lastCigaretteAt: last });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      message: coachMessages.clockSaved,
      compteur: { lastCigaretteAt: last, lastSlipAt: null },
    });
    const future = await call(user, 'PUT', '/compteur', { lastCigaretteAt: '2999-01-01T10:00:00+01:00' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ message: coachMessages.lastCigaretteInvalid });
    expect((await call(user, 'GET', '/compteur')).json().lastCigaretteAt).toBe(last);

    await call(user, 'POST', '/ecarts', { count: 1 });
    const after = (await call(user, 'GET', '/compteur')).json();
    expect(after.lastCigaretteAt).toBe(last);
    expect(after.lastSlipAt).not.toBeNull();

    const cleared = await call(user, 'PUT', '/compteur', { lastCigaretteAt: null });
    expect(cleared.json().message).toBe(coachMessages.clockCleared);
    expect(cleared.json().compteur.lastCigaretteAt).toBeNull();
  });

  it('is in the data export, and goes with the account', async () => {
    const user = await createUser(t.app);
    await call(user, 'POST', '/envies', { intensity: 2, trigger: 'cafe' });
    await call(user, 'POST', '/ecarts', { count: 2 });
    await call(user, 'PUT', '/compteur', { lastCigaretteAt: t.clock.now().toISOString() });
    const exported = (await call(user, 'GET', '/auth/me/export')).json();
    expect(exported.envies).toHaveLength(1);
    expect(exported.envies[0]).toMatchObject({ intensity: 2, trigger: 'cafe' });
    expect(exported.ecarts).toHaveLength(1);
    expect(exported.derniereCigarette).not.toBeNull();
    expect((await call(user, 'DELETE', '/auth/me', { password: user.password })).statusCode).toBe(200);
    expect(await count('cravings', user)).toBe(0);
    expect(await count('slips', user)).toBe(0);
  });
});
