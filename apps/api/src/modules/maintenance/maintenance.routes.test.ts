import { messages } from '@vapolib/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildBeforeAll, databaseKinds, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createAdminAndUser, randomIp } from '../../../test/factories.ts';

describe.each(databaseKinds)('maintenance mode on %s', (kind) => {
  let t: TestApp;
  let admin: CreatedUser;
  let user: CreatedUser;
  buildBeforeAll(kind, async (built) => {
    t = built;
    ({ admin, user } = await createAdminAndUser(t.app));
  });
  beforeEach(async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/maintenance',
      headers: admin.auth,
      payload: { maintenance: false, message: '' },
    });
  });

  const setMaintenance = (payload: object, headers = admin.auth) =>
    t.app.inject({ method: 'POST', url: '/api/maintenance', headers, payload });

  it('is off by default with the default text, publicly readable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/maintenance' });
    expect(response.json()).toEqual({ maintenance: false, message: messages.maintenanceDefault });
  });

  it('can only be switched by an admin', async () => {
    expect((await setMaintenance({ maintenance: true }, user.auth)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/maintenance', payload: { maintenance: true } }))
        .statusCode,
    ).toBe(401);
    const bad = await setMaintenance({ maintenance: 'oui' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 503 with the message to users, keeps login, status and menu open, and lets admins through', async () => {
    const on = await setMaintenance({ maintenance: true, message: 'Mise à jour en cours, retour à 14 h.' });
    expect(on.json()).toMatchObject({ maintenance: true, info: messages.maintenanceOn });

    const blocked = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth });
    expect(blocked.statusCode).toBe(503);
    expect(blocked.json()).toEqual({ message: 'Mise à jour en cours, retour à 14 h.' });
    const register = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: {} });
    expect(register.statusCode).toBe(503);

    expect((await t.app.inject({ method: 'GET', url: '/api/maintenance' })).json().maintenance).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/menu/links' })).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: randomIp(),
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);

    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: admin.auth })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/users', headers: admin.auth })).statusCode,
    ).toBe(200);

    const off = await setMaintenance({ maintenance: false });
    expect(off.json()).toMatchObject({ maintenance: false, info: messages.maintenanceOff });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth })).statusCode).toBe(
      200,
    );
  });

  it('uses the default text when no message is given', async () => {
    await setMaintenance({ maintenance: true });
    const blocked = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth });
    expect(blocked.json()).toEqual({ message: messages.maintenanceDefault });
  });
});
