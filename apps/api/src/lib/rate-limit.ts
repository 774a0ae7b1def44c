import { messages } from '@vapolib/domain';
import { sql } from 'drizzle-orm';
import type { RateLimitRule } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError } from './app-error.ts';

/**
 * Counts one hit on `key` in a fixed window kept in the database, so every server instance
 * shares the count, and throws a 429 once the rule's maximum is passed.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<void> {
  const windowSeconds = rule.windowMs / 1000;
  const result = (await db.execute(sql`
    insert into rate_limits (key, window_start, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then 1
                  else rate_limits.hits + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then now()
                  else rate_limits.window_start end
    returning hits`)) as unknown as { rows: { hits: number }[] };
  const hits = Number(result.rows[0]?.hits ?? 0);
  if (hits > rule.max) throw new AppError(429, messages.tooManyRequests);
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Counters whose window (the longest of any rule) has passed (housekeeping). */
export async function pruneRateLimits(db: Db, olderThan: Date): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < ${olderThan}`);
}
