import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { settings } from '../schema.ts';
import { seedAromes } from './seed-aromes.ts';
import { seedMenuLinks } from './seed-menu-links.ts';

/**
 * Runs each seeder once per database (an admin who empties the menu keeps it empty): the first instance to claim its marker seeds it,
 * restarts and concurrent instances skip it. A database that has all the markers costs one query.
 */
export async function seedDatabase(db: Db) {
  const seeders: Record<string, (db: Db) => Promise<void>> = {
    'seed:menu_links': seedMenuLinks,
    'seed:aromes': seedAromes,
  };
  const done = await db
    .select({ key: settings.key })
    .from(settings)
    .where(inArray(settings.key, Object.keys(seeders)));
  const doneKeys = new Set(done.map((row) => row.key));
  for (const [marker, seed] of Object.entries(seeders)) {
    if (doneKeys.has(marker)) continue;
    await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(settings)
        .values({ key: marker, value: new Date().toISOString() })
        .onConflictDoNothing()
        .returning({ key: settings.key });
      if (claimed.length > 0) await seed(tx);
    });
  }
}
