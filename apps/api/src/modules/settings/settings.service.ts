import type { Db } from '../../db/client.ts';
import { claimSetting, readSettingKeys } from './settings.repository.ts';

/**
 * Runs each seeder once per database (an admin who empties the menu keeps it empty): the first instance to claim its
 * marker (a setting named after it) seeds it, in the same transaction; restarts and concurrent instances skip it. A
 * database that has all the markers costs one query. The seeders come from the modules that own what they seed.
 */
export async function seedOnce(db: Db, seeders: Record<string, (db: Db) => Promise<void>>) {
  const done = new Set(await readSettingKeys(db, Object.keys(seeders)));
  for (const [marker, seed] of Object.entries(seeders)) {
    if (done.has(marker)) continue;
    await db.transaction(async (tx) => {
      if (await claimSetting(tx, marker, new Date().toISOString())) await seed(tx);
    });
  }
}
