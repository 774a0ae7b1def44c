import { messages } from '@vapolib/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';

describe.each(databaseKinds)('push subscriptions API on %s', (kind) => {
  let t: TestApp;
  let owner: CreatedUser;
  let other: CreatedUser;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    owner = await createUser(t.app);
    other = await createUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const endpoint = 'https://push.example/abonnement-1';
  const config = async (user: CreatedUser, query = `?endpoint=${encodeURIComponent(endpoint)}`) =>
    (await t.app.inject({ method: 'GET', url: `/api/push/config${query}`, headers: user.auth })).json();
  const unsubscribe = (user: CreatedUser) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscription',
      headers: user.auth,
      payload: { endpoint },
    });

  it('subscribes this browser for its user only, and unsubscribes it', async () => {
    const before = await config(owner, '');
    expect(typeof before.publicKey).toBe('string');
    expect(before.subscribed).toBeUndefined();
    expect((await config(owner)).subscribed).toBe(false);

    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscription',
      headers: owner.auth,
      payload: { endpoint, keys: { p256dh: 'cle-publique', auth: 'secret' } },
    });
    expect(subscribed.json()).toEqual({ message: messages.pushSubscribed });
    expect((await config(owner)).subscribed).toBe(true);
    expect((await config(other)).subscribed).toBe(false);

    // Another user cannot unsubscribe the owner's browser.
    expect((await unsubscribe(other)).json()).toEqual({ message: messages.pushUnsubscribed });
    expect((await config(owner)).subscribed).toBe(true);

    expect((await unsubscribe(owner)).json()).toEqual({ message: messages.pushUnsubscribed });
    expect((await config(owner)).subscribed).toBe(false);
  });

  it('refuses a subscription that is not an https push endpoint', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscription',
      headers: owner.auth,
      payload: { endpoint: 'http://push.example/x', keys: { p256dh: 'a', auth: 'b' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.pushSubscriptionInvalid });
  });
});
