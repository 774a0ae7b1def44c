import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

export async function readSetting<T>(db: Db, key: string): Promise<T | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value as T | undefined;
}

export async function writeSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * Returns the stored value, storing `candidate()` first if the key is new. Safe when several
 * instances start together: the first insert wins and everyone reads the same value.
 */
export async function readOrCreateSetting<T>(db: Db, key: string, candidate: () => T): Promise<T> {
  // Read first: at every start after the first, one read and no write (no commit to wait for).
  const stored = await readSetting<T>(db, key);
  if (stored !== undefined) return stored;
  await db.insert(settings).values({ key, value: candidate() }).onConflictDoNothing();
  return (await readSetting<T>(db, key)) as T;
}

/** Which of these keys are stored. */
export async function readSettingKeys(db: Db, keys: string[]): Promise<string[]> {
  const rows = await db.select({ key: settings.key }).from(settings).where(inArray(settings.key, keys));
  return rows.map((row) => row.key);
}

/** Stores the key unless it is there: true for the one caller that stored it. */
export async function claimSetting(db: Db, key: string, value: unknown): Promise<boolean> {
  const claimed = await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoNothing()
    .returning({ key: settings.key });
  return claimed.length > 0;
}
