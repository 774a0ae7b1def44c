import fs from 'node:fs';
import type { Arome, AromeImportReport } from '@vapolib/contracts';
import {
  AROMA_SEARCH_LIMIT,
  aromaImageSvg,
  flavourSearchTerms,
  flavourSearchWordLists,
  messages,
  normalizeForSearch,
} from '@vapolib/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { isStillReferenced, isUniqueViolation } from '../../lib/db-errors.ts';
import { cataloguePath } from '../../paths.ts';
import {
  countAromes,
  deleteArome,
  findArome,
  insertAromes,
  listAromes,
  listBrands,
  searchActiveAromes,
  updateArome,
} from './aromes.repository.ts';
import { parseCatalogueCsv, toCsv } from './catalogue-csv.ts';
import { presentArome } from './present-arome.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/** "3 arômes ajoutés, 1 déjà présent, 0 ligne refusée." */
const importSummary = (added: number, skipped: number, rejected: number) =>
  `${plural(added, 'arôme ajouté', 'arômes ajoutés')}, ${plural(skipped, 'déjà présent', 'déjà présents')}, ${plural(rejected, 'ligne refusée', 'lignes refusées')}.`;
const INSERT_CHUNK = 1000;

/**
 * After a committed write to `aromes`: this instance drops its kept searches at once; the others hear the table's
 * trigger.
 */
const catalogueChanged = (ctx: AppContext) => ctx.cache.forget({ table: 'aromes' });

export async function searchAromes(ctx: AppContext, name: string, brand?: string): Promise<Arome[]> {
  const terms = flavourSearchTerms(name);
  if (terms.length === 0) return [];
  const load = async () =>
    (await searchActiveAromes(ctx.db, terms, brand || undefined, AROMA_SEARCH_LIMIT)).map(presentArome);
  return ctx.cache.aromaSearch(JSON.stringify([terms, brand || '']), load);
}

/** The whole catalogue, or one page of it (admin table: `page` from 1, `pageSize` rows), narrowed by `search`. */
export async function listCatalogue(
  ctx: AppContext,
  query: { search?: string; page?: number; pageSize?: number } = {},
): Promise<Arome[]> {
  const paged = query.page !== undefined || query.pageSize !== undefined;
  const pageSize = query.pageSize ?? 10;
  const page = paged ? { limit: pageSize, offset: ((query.page ?? 1) - 1) * pageSize } : undefined;
  return (await listAromes(ctx.db, flavourSearchWordLists(query.search), page)).map(presentArome);
}

/** From memory with the search answers, until the catalogue changes (any write to `aromes` drops them all). */
export async function brandsOfActiveAromes(ctx: AppContext) {
  const load = () => listBrands(ctx.db, true);
  // A key no search can have: searches are keyed by a JSON array.
  return ctx.cache.aromaSearch('brands', load);
}

export async function aromeCount(ctx: AppContext, search?: string) {
  return [{ 'COUNT(*)': await countAromes(ctx.db, flavourSearchWordLists(search)) }];
}

export async function aromeImage(ctx: AppContext, id: number): Promise<string> {
  const row = await findArome(ctx.db, id);
  if (!row) throw new AppError(404, messages.notFound);
  return aromaImageSvg(row.name, row.brand);
}

export async function createArome(
  ctx: AppContext,
  input: { name: string; brand: string; image_url?: string; status: 1 | 2 },
) {
  const [row] = await insertAromes(ctx.db, [
    {
      name: input.name,
      brand: input.brand,
      searchName: normalizeForSearch(input.name),
      imageUrl: input.image_url || null,
      status: input.status,
    },
  ]);
  catalogueChanged(ctx);
  if (!row) throw new AppError(409, messages.aromeDuplicate);
  return { id: row.id, message: messages.aromeCreated };
}

export async function editArome(
  ctx: AppContext,
  id: number,
  input: { name?: string; brand?: string; image_url?: string | null; status?: 1 | 2 },
) {
  const statusOnly = input.status !== undefined && Object.keys(input).length === 1;
  try {
    const row = await updateArome(ctx.db, id, {
      name: input.name,
      searchName: input.name === undefined ? undefined : normalizeForSearch(input.name),
      brand: input.brand,
      imageUrl: input.image_url === undefined ? undefined : input.image_url || null,
      status: input.status,
    });
    if (!row) throw new AppError(404, messages.notFound);
    catalogueChanged(ctx);
    if (statusOnly)
      return { message: row.status === 1 ? messages.aromeStatusActive : messages.aromeStatusInactive };
    return { message: messages.aromeUpdated };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, messages.aromeDuplicate);
    throw error;
  }
}

/**
 * A rated aroma is never deleted (its ratings would go with it): the admin deactivates it instead. The liquids' foreign
 * key (ON DELETE RESTRICT) refuses it, in the same statement, so a rating added meanwhile is never lost.
 */
export async function removeArome(ctx: AppContext, id: number) {
  if (!(await findArome(ctx.db, id))) throw new AppError(404, messages.notFound);
  try {
    await deleteArome(ctx.db, id);
  } catch (error) {
    if (isStillReferenced(error)) throw new AppError(409, messages.aromeInUse);
    throw error;
  }
  catalogueChanged(ctx);
  return { message: messages.aromeDeleted };
}

export async function importCatalogue(ctx: AppContext, csv: string): Promise<AromeImportReport> {
  const parsed = parseCatalogueCsv(csv);
  let added = 0;
  await ctx.db.transaction(async (tx) => {
    for (let start = 0; start < parsed.rows.length; start += INSERT_CHUNK) {
      const chunk = parsed.rows.slice(start, start + INSERT_CHUNK).map(({ line: _line, ...row }) => row);
      added += (await insertAromes(tx, chunk)).length;
    }
  });
  catalogueChanged(ctx);
  const skipped = parsed.rows.length - added;
  return {
    message: importSummary(added, skipped, parsed.rejected.length),
    added,
    skipped,
    rejected: parsed.rejected,
  };
}

export async function exportCatalogue(ctx: AppContext): Promise<string> {
  const rows = await listAromes(ctx.db);
  return toCsv([
    ['brand', 'name', 'image_url', 'status'],
    ...rows.map((row) => [row.brand, row.name, row.imageUrl ?? '', String(row.status)]),
  ]);
}

/** Loads the shipped catalogue (apps/api/data/aromas.csv) on a new database; rows already present are skipped. */
export async function seedCatalogue(db: Db) {
  const { rows } = parseCatalogueCsv(fs.readFileSync(cataloguePath, 'utf8'));
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await insertAromes(
      db,
      rows.slice(start, start + INSERT_CHUNK).map(({ line: _line, ...row }) => row),
    );
  }
}

/** One aroma of the catalogue (checked by every liquid created): from memory until the catalogue changes. */
export function catalogueAroma(ctx: AppContext, id: number) {
  return ctx.cache.aroma(id, () => findArome(ctx.db, id));
}
