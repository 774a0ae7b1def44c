import { messages } from '@vapolib/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, randomIp, uniqueEmail } from '../../../test/factories.ts';
import { updateUser } from './users.repository.ts';

describe.each(databaseKinds)('users administration API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, headers?: object, payload?: object) =>
    t.app.inject({ method, url, headers: headers as Record<string, string>, payload });

  it('refuses every admin route without a token (401) and for a plain user (403)', async () => {
    const { auth, user } = await createUser(t.app);
    const routes: ['GET' | 'PATCH' | 'DELETE', string][] = [
      ['GET', '/api/auth/users'],
      ['PATCH', `/api/auth/users/${user.id}`],
      ['PATCH', `/api/auth/users/${user.id}/role`],
      ['DELETE', `/api/auth/users/${user.id}`],
    ];
    for (const [method, url] of routes) {
      expect((await call(method, url)).statusCode).toBe(401);
      const forbidden = await call(method, url, auth, {});
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: messages.forbidden });
    }
  });

  it('reads the admin role from the database, not from the token', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const other = await createUser(t.app, { role: 'admin' });
    // Demote `other`: their old token still claims "admin" but must not open admin routes.
    expect((await call('PATCH', `/api/auth/users/${other.user.id}/role`, admin.auth)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/users', other.auth)).statusCode).toBe(401);
  });

  it('refuses a token claiming admin when the database says user', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    await updateUser(t.app.ctx.db, admin.user.id, { role: 'user' });
    const response = await call('GET', '/api/auth/users', admin.auth);
    expect(response.statusCode).toBe(403);
  });

  it('lists users without their passwords', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const response = await call('GET', '/api/auth/users', admin.auth);
    expect(response.statusCode).toBe(200);
    const list = response.json() as { email: string }[];
    expect(list.some((u) => u.email === admin.email)).toBe(true);
    expect(response.body).not.toMatch(/password/i);
  });

  it('counts users in the spec COUNT(*) shape', async () => {
    await createUser(t.app);
    const response = await call('GET', '/api/auth/count');
    expect(response.statusCode).toBe(200);
    const [first] = response.json() as { 'COUNT(*)': number }[];
    const all = (
      await call('GET', '/api/auth/users', (await createUser(t.app, { role: 'admin' })).auth)
    ).json();
    expect(first!['COUNT(*)']).toBe(all.length - 1);
  });

  it('edits a user with the spec validation', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const { user } = await createUser(t.app);
    const email = uniqueEmail('edite');
    const ok = await call('PATCH', `/api/auth/users/${user.id}`, admin.auth, {
      email,
      prenom: 'Inès',
      nom: 'Moreau',
      date_nais: '1980-12-01',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: messages.userUpdated,
      user: { email, prenom: 'Inès', date_nais: '1980-12-01' },
    });
    const empty = await call('PATCH', `/api/auth/users/${user.id}`, admin.auth, { nom: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: messages.adminFieldsRequired });
    const missing = await call('PATCH', '/api/auth/users/999999', admin.auth, { nom: 'X' });
    expect(missing.statusCode).toBe(404);
    const malformed = await call('PATCH', '/api/auth/users/abc', admin.auth, { nom: 'X' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: messages.idInvalid });
  });

  it('toggles the role with an empty body, and the change ends the old session', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const target = await createUser(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/users/${target.user.id}/role`,
      headers: { ...admin.auth, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: messages.roleChanged, user: { role: 'admin' } });
    expect((await call('GET', '/api/auth/me', target.auth)).statusCode).toBe(401);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: randomIp(),
      payload: { email: target.email, password: target.password },
    });
    expect(relogin.json().user.role).toBe('admin');
  });

  it('never lets an admin delete or demote themself', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    for (const [method, url] of [
      ['DELETE', `/api/auth/users/${admin.user.id}`],
      ['PATCH', `/api/auth/users/${admin.user.id}/role`],
    ] as const) {
      const response = await call(method, url, admin.auth);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: messages.cannotRemoveSelf });
    }
  });

  it('deletes a user, who can then no longer sign in', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const target = await createUser(t.app);
    const response = await call('DELETE', `/api/auth/users/${target.user.id}`, admin.auth);
    expect(response.json()).toEqual({ message: messages.userDeleted });
    expect((await call('GET', '/api/auth/me', target.auth)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/auth/users/${target.user.id}`, admin.auth)).statusCode).toBe(404);
  });
});

describe.each(databaseKinds)('the last admin on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('can never be removed or demoted, even by another path', async () => {
    const first = await createUser(t.app, { role: 'admin' });
    const second = await createUser(t.app, { role: 'admin' });
    // first demotes second: allowed, one admin remains.
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/auth/users/${second.user.id}/role`,
          headers: first.auth,
        })
      ).statusCode,
    ).toBe(200);
    const promoted = await createUser(t.app, { role: 'admin' });
    // `promoted` demotes `first` through the edit route: allowed, `promoted` remains.
    const demote = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/users/${first.user.id}`,
      headers: promoted.auth,
      payload: { role: 'user' },
    });
    expect(demote.statusCode).toBe(200);
    // Now `promoted` is the last admin; nobody else can act, and they cannot remove themself.
    const self = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/users/${promoted.user.id}`,
      headers: promoted.auth,
    });
    expect(self.statusCode).toBe(409);
  });
});
