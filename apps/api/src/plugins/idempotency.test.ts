import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { forgetOldIdempotencyKeys, IDEMPOTENCY_RETENTION_MS } from './idempotency.ts';

describe.each(databaseKinds)('Idempotency-Key on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const addDevice = (auth: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cigarettes',
      headers: { ...auth, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { modele: 'Rejoué' },
    });

  it('answers a replayed write with the first answer and writes nothing more', async () => {
    const user = await createUser(t.app);
    const first = await addDevice(user.auth, 'b9a3c1d2-0000-4000-8000-000000000001');
    const replay = await addDevice(user.auth, 'b9a3c1d2-0000-4000-8000-000000000001');
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const devices = (
      await t.app.inject({ method: 'GET', url: '/api/cigarettes', headers: user.auth })
    ).json();
    expect(devices).toHaveLength(1);
  });

  it('runs two copies sent at the same moment once (two open tabs)', async () => {
    const user = await createUser(t.app);
    const key = 'b9a3c1d2-0000-4000-8000-000000000009';
    const answers = await Promise.all([addDevice(user.auth, key), addDevice(user.auth, key)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers.filter((answer) => answer.headers['idempotent-replay'] === 'true')).toHaveLength(1);
    expect(answers[0]!.json()).toEqual(answers[1]!.json());
    const devices = (
      await t.app.inject({ method: 'GET', url: '/api/cigarettes', headers: user.auth })
    ).json();
    expect(devices).toHaveLength(1);
  });

  it('treats the same key on another route as another write', async () => {
    const user = await createUser(t.app);
    const key = 'b9a3c1d2-0000-4000-8000-00000000000b';
    expect((await addDevice(user.auth, key)).statusCode).toBe(201);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/nicotine/plan',
      headers: { ...user.auth, 'idempotency-key': key },
      payload: { startRate: 6, targetRate: 0, dailyAvgMl: 20, mode: 'normal' },
    });
    expect(other.statusCode).toBe(201);
    expect(other.headers['idempotent-replay']).toBeUndefined();
  });

  it('takes over a key left pending by a request that died, and runs the write', async () => {
    const user = await createUser(t.app);
    const key = 'b9a3c1d2-0000-4000-8000-00000000000a';
    await t.app.ctx.db.insert(idempotencyKeys).values({
      userId: user.user.id,
      key: `POST /api/cigarettes ${key}`,
      statusCode: 0,
      body: null,
      createdAt: new Date(Date.now() - 5 * 60_000),
    });
    const answer = await addDevice(user.auth, key);
    expect(answer.statusCode).toBe(201);
    expect(answer.headers['idempotent-replay']).toBeUndefined();
    expect((await addDevice(user.auth, key)).headers['idempotent-replay']).toBe('true');
  });

  it('keeps keys per user, ignores writes without a key, and never stores a refusal', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const key = 'b9a3c1d2-0000-4000-8000-000000000002';
    await addDevice(a.auth, key);
    const other = await addDevice(b.auth, key);
    expect(other.headers['idempotent-replay']).toBeUndefined();
    await addDevice(a.auth);
    await addDevice(a.auth);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/cigarettes', headers: a.auth })).json(),
    ).toHaveLength(3);

    const refusedKey = 'b9a3c1d2-0000-4000-8000-000000000003';
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/cigarettes',
      headers: { ...a.auth, 'idempotency-key': refusedKey },
      payload: { modele: '<x>' },
    });
    expect(refused.statusCode).toBe(400);
    expect((await addDevice(a.auth, refusedKey)).statusCode).toBe(201);
  });

  it('forgets keys after a week', async () => {
    const user = await createUser(t.app);
    const key = 'b9a3c1d2-0000-4000-8000-000000000004';
    await addDevice(user.auth, key);
    await forgetOldIdempotencyKeys(t.app.ctx.db, new Date(Date.now() + IDEMPOTENCY_RETENTION_MS + 60_000));
    expect((await addDevice(user.auth, key)).headers['idempotent-replay']).toBeUndefined();
  });
});
