import fs from 'node:fs';
import path from 'node:path';

/**
 * The apps/api folder, found from this module's place: the server runs from its sources (tsx, in dev and
 * tests) or from the bundle in apps/api/dist (production), so paths never count `..` from one file.
 */
function findApiRoot(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'drizzle.config.ts'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`apps/api introuvable depuis ${import.meta.dirname}`);
  }
}

export const apiRoot = findApiRoot();
export const repoRoot = path.resolve(apiRoot, '../..');
/** The aroma catalogue shipped with the app, seeded on a new database (and part of the data template's key). */
export const cataloguePath = path.join(apiRoot, 'data/aromas.csv');
