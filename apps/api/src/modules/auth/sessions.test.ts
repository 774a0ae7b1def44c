import { messages } from '@vapolib/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, randomIp, uniqueEmail } from '../../../test/factories.ts';
import { defaultRateLimits } from '../../config.ts';

describe.each(databaseKinds)('sessions and throttles on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // A low per-account ceiling so the test can reach it.
    t = await buildTestApp(kind, {
      rateLimits: { ...defaultRateLimits, loginPerEmail: { max: 14, windowMs: 15 * 60 * 1000 } },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (email: string, password: string, ip = randomIp()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password } });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

  it('logout revokes this token on the server and keeps the other devices signed in', async () => {
    const phone = await createUser(t.app);
    const laptop = (await login(phone.email, phone.password)).json().token as string;
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: phone.auth });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: messages.loggedOut });
    expect((await me(phone.token)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    // Logging out again with the revoked token is refused like any dead session.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: phone.auth })).statusCode,
    ).toBe(401);
  });

  it('logout-all revokes every token of the user, not other users’', async () => {
    const phone = await createUser(t.app);
    const laptop = (await login(phone.email, phone.password)).json().token as string;
    const someoneElse = await createUser(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: phone.auth });
    expect(out.json()).toEqual({ message: messages.loggedOutEverywhere });
    expect((await me(phone.token)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(someoneElse.token)).statusCode).toBe(200);
    // Signing in again works.
    const again = (await login(phone.email, phone.password)).json().token as string;
    expect((await me(again)).statusCode).toBe(200);
  });

  it('keeps a per-account ceiling over every address', async () => {
    const { email, password } = await createUser(t.app);
    const statuses: number[] = [];
    // 14 tries from 14 addresses (1 of them the owner's createUser login) reach the ceiling.
    for (let i = 0; i < 13; i++) statuses.push((await login(email, 'faux')).statusCode);
    expect(statuses.every((status) => status === 401)).toBe(true);
    expect((await login(email, password)).statusCode).toBe(429);
  });

  it('throttles the password check of DELETE /api/auth/me', async () => {
    const { auth } = await createUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: '/api/auth/me',
        headers: auth,
        remoteAddress: randomIp(),
        payload: { password: 'pas-le-bon' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('throttles registration per address', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: ip,
        payload: {
          nom: 'Dupont',
          prenom: 'Léa',
          date_nais: '1990-01-01',
          email: uniqueEmail('reg'),
          password: 'un-mot-de-passe',
        },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('marks personal answers Cache-Control: no-store', async () => {
    const { auth, email, password } = await createUser(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth })).headers['cache-control'],
    ).toBe('no-store');
    expect((await login(email, password)).headers['cache-control']).toBe('no-store');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/eliquides', headers: auth })).headers['cache-control'],
    ).toBe('no-store');
  });
});
