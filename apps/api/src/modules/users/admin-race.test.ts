import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { users } from '../../db/schema.ts';
import { countUsers } from './users.repository.ts';

/** Truly concurrent requests (on PostgreSQL each one runs on its own pooled connection). */
describe.each(databaseKinds)('two admins acting on each other at the same moment on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.app.ctx.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
  });

  const rounds = 3;

  async function race(
    request: (
      actor: Awaited<ReturnType<typeof createUser>>,
      other: Awaited<ReturnType<typeof createUser>>,
    ) => {
      method: 'PATCH' | 'DELETE';
      url: string;
      payload?: object;
    },
  ) {
    for (let round = 0; round < rounds; round++) {
      await t.app.ctx.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
      const a = await createUser(t.app, { role: 'admin' });
      const b = await createUser(t.app, { role: 'admin' });
      const answers = await Promise.all(
        [
          [a, b],
          [b, a],
        ].map(([actor, other]) => t.app.inject({ ...request(actor!, other!), headers: actor!.auth })),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(await countUsers(t.app.ctx.db, 'admin')).toBe(1);
      expect(statuses[0]).toBe(200);
      expect([401, 403, 409]).toContain(statuses[1]);
    }
  }

  it('leaves one admin when they demote each other with the role toggle', async () => {
    await race((_actor, other) => ({ method: 'PATCH', url: `/api/auth/users/${other.user.id}/role` }));
  });

  it('leaves one admin when they demote each other through the edit form', async () => {
    await race((_actor, other) => ({
      method: 'PATCH',
      url: `/api/auth/users/${other.user.id}`,
      payload: { role: 'user' },
    }));
  });

  it('leaves one admin when they delete each other', async () => {
    await race((_actor, other) => ({ method: 'DELETE', url: `/api/auth/users/${other.user.id}` }));
  });

  it('leaves one admin when both delete their own account', async () => {
    await race((actor) => ({ method: 'DELETE', url: '/api/auth/me', payload: { password: actor.password } }));
  });
});
