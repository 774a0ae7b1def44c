import fs from 'node:fs';
import path from 'node:path';
import { insertAromes } from '../../modules/aromes/aromes.repository.ts';
import { parseCatalogueCsv } from '../../modules/aromes/catalogue-csv.ts';
import { apiRoot } from '../../paths.ts';
import type { Db } from '../client.ts';

export const cataloguePath = path.join(apiRoot, 'data/aromas.csv');

/** Loads the shipped catalogue (apps/api/data/aromas.csv); rows already present are skipped. */
export async function seedAromes(db: Db) {
  const { rows } = parseCatalogueCsv(fs.readFileSync(cataloguePath, 'utf8'));
  for (let start = 0; start < rows.length; start += 1000) {
    await insertAromes(
      db,
      rows.slice(start, start + 1000).map(({ line: _line, ...row }) => row),
    );
  }
}
