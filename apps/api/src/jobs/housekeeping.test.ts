import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAppBeside, buildTestApp, databaseKinds, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { idempotencyKeys, passwordResetTokens, rateLimits, revokedSessions } from '../db/schema.ts';
import { pruneExpiredRows } from './housekeeping.ts';
import { JOBS_AFTER_LISTEN_MS } from './schedule.ts';

const day = 24 * 3600 * 1000;

describe.each(databaseKinds)('pruning expired rows on %s', (kind) => {
  let t: TestApp;
  let userId: number;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    userId = (await createUser(t.app)).user.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function seedRows(tag: string) {
    const now = Date.now();
    await t.app.ctx.db.insert(rateLimits).values([
      { key: `${tag}:old`, windowStart: new Date(now - 2 * day), hits: 3 },
      { key: `${tag}:fresh`, windowStart: new Date(now), hits: 1 },
    ]);
    await t.app.ctx.db.insert(passwordResetTokens).values([
      { userId, tokenHash: `${tag}:used`, expiresAt: new Date(now + 3600_000), usedAt: new Date(now) },
      { userId, tokenHash: `${tag}:expired`, expiresAt: new Date(now - 1000) },
      { userId, tokenHash: `${tag}:live`, expiresAt: new Date(now + 3600_000) },
    ]);
    await t.app.ctx.db.insert(revokedSessions).values([
      { tokenHash: `${tag}:expired`, userId, expiresAt: new Date(now - 1000) },
      { tokenHash: `${tag}:live`, userId, expiresAt: new Date(now + day) },
    ]);
    await t.app.ctx.db.insert(idempotencyKeys).values([
      { userId, key: `${tag}:old`, statusCode: 201, createdAt: new Date(now - 8 * day) },
      { userId, key: `${tag}:fresh`, statusCode: 201 },
    ]);
  }

  async function keysLeft(tag: string) {
    const like = `${tag}:%`;
    const result = (await t.app.ctx.db.execute(sql`
      select 'rate:' || key as k from rate_limits where key like ${like}
      union all select 'reset:' || token_hash from password_reset_tokens where token_hash like ${like}
      union all select 'revoked:' || token_hash from revoked_sessions where token_hash like ${like}
      union all select 'idem:' || key from idempotency_keys where key like ${like}
      order by 1`)) as unknown as { rows: { k: string }[] };
    return result.rows.map((row) => row.k);
  }

  const kept = (tag: string) => [
    `idem:${tag}:fresh`,
    `rate:${tag}:fresh`,
    `reset:${tag}:live`,
    `revoked:${tag}:live`,
  ];

  it('deletes only what has expired or was used, and several instances may run it at once', async () => {
    await seedRows('a');
    const now = new Date();
    const runs = await Promise.all([pruneExpiredRows(t.app.ctx, now), pruneExpiredRows(t.app.ctx, now)]);
    expect(runs).toContain(true);
    expect(await keysLeft('a')).toEqual(kept('a'));
  });

  it('runs on its own schedule at start even with the coil reminders off', async () => {
    await seedRows('b');
    const other = await buildAppBeside(t, { coilReminderIntervalMs: 0 });
    await other.ready();
    try {
      await vi.waitFor(async () => expect(await keysLeft('b')).toEqual(kept('b')), { timeout: 10_000 });
    } finally {
      await other.close();
    }
  });

  it('in the server, runs only once it listens, a moment later: its queries do not delay the first answers', async () => {
    await seedRows('c');
    const server = await buildAppBeside(t, { coilReminderIntervalMs: 0 }, { jobsAfterListen: true });
    try {
      await server.ready();
      await new Promise((resolve) => setTimeout(resolve, JOBS_AFTER_LISTEN_MS + 300));
      expect(await keysLeft('c')).not.toEqual(kept('c'));
      await server.listen({ port: 0, host: '127.0.0.1' });
      expect(await keysLeft('c')).not.toEqual(kept('c'));
      await vi.waitFor(async () => expect(await keysLeft('c')).toEqual(kept('c')), { timeout: 10_000 });
    } finally {
      await server.close();
    }
  });
});
