import { frenchParse } from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildBeforeAll, databaseKinds, type TestApp } from '../../test/build-test-app.ts';
import { type CreatedUser, createAdminAndUser } from '../../test/factories.ts';

describe('the contracts leave zod as it was', () => {
  it('gives the French default only where it is asked for', () => {
    const bounded = z.number().min(1);
    const plain = bounded.safeParse(0);
    expect(plain.success).toBe(false);
    expect(plain.error?.issues[0]?.message).not.toBe(messages.invalidRequest);
    expect(bounded.safeParse(0, frenchParse).error?.issues[0]?.message).toBe(messages.invalidRequest);
    // A check that names its message keeps it.
    expect(z.number().min(1, 'Trop petit.').safeParse(0, frenchParse).error?.issues[0]?.message).toBe(
      'Trop petit.',
    );
  });
});

describe.each(databaseKinds)('request validation on %s', (kind) => {
  let t: TestApp;
  let admin: CreatedUser;
  let user: CreatedUser;
  buildBeforeAll(kind, async (built) => {
    t = built;
    ({ admin, user } = await createAdminAndUser(t.app));
  });

  it('answers an out-of-range body with the French message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/menu/admin/links',
      headers: admin.auth,
      payload: { label: 'X', path: '/x', order: -1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.invalidRequest });
  });

  it('answers a too long value, a wrong type and an unknown query value in French', async () => {
    const tooLong = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscription',
      headers: user.auth,
      payload: { endpoint: `https://push.example/${'a'.repeat(1000)}` },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: messages.invalidRequest });
    const wrongType = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscription',
      headers: user.auth,
      payload: { endpoint: 42 },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ message: messages.invalidRequest });
  });

  it('keeps the message a schema names, and the nicotine calls answer with `error`', async () => {
    const ml = await t.app.inject({
      method: 'POST',
      url: '/api/nicotine/log',
      headers: user.auth,
      payload: { date: '2026-01-01', ml: 500, rate: 6 },
    });
    expect(ml.statusCode).toBe(400);
    expect(ml.json()).toEqual({ error: messages.nicotineMlTooHigh });
  });
});
