/**
 * Builds apps/api/data/aromas.csv from the shared catalogue: drops products that are not flavours
 * (sweeteners, cooling agents, acids, pure molecules, bases) and merges carrier variants
 * ("Plum (PG)" is "Plum"). Run: node --import tsx apps/api/scripts/clean-catalogue.ts <catalogue.csv>
 */
import fs from 'node:fs';
import path from 'node:path';
import { normalizeForSearch } from '@vapolib/domain';
import { parse } from 'csv-parse/sync';
import { toCsv } from '../src/modules/aromes/catalogue-csv.ts';

const notFlavour =
  /^(sweetener|super sweet|mega sweet|sweetness)\b|sucralose|ethyl maltol|ethyl vanill|ethylguaiacol|vanillin 10|^sweet - vanillin|koolada|kool effects|toner\/enhancer|malic acid|pyrazine|^menthol liquid|^(smoothie|starch|biscuit|butter|milkshake|pudding|rice|white chocolate) base$/i;
const carrierSuffix = /\s*(\((pg|vg|no pg)\)|\b(pg|vg))$/i;

const source =
  process.argv[2] ?? path.resolve(import.meta.dirname, '../../../../shared/data/aromas/catalogue.csv');
const lines = (
  parse(fs.readFileSync(source, 'utf8'), {
    bom: true,
    skip_empty_lines: true,
    trim: true,
    relax_column_count: true,
  }) as string[][]
).slice(1);
const seen = new Set<string>();
const kept: [string, string][] = [];
let dropped = 0;
for (const [brand, rawName] of lines) {
  if (!brand || !rawName) continue;
  const name = rawName.replace(carrierSuffix, '').trim();
  const key = `${brand}|${normalizeForSearch(name)}`;
  if (notFlavour.test(name) || seen.has(key)) {
    dropped++;
    continue;
  }
  seen.add(key);
  kept.push([brand, name]);
}
kept.sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]));
const output = path.resolve(import.meta.dirname, '../data/aromas.csv');
fs.writeFileSync(output, toCsv([['brand', 'name'], ...kept]));
process.stdout.write(`${kept.length} aromas kept, ${dropped} dropped → ${output}\n`);
