import { normalizeForSearch } from './eliquide-rules.ts';
import { flavourSearchTerms } from './french-flavour-words.ts';

/** The page sizes of the admin tables (spec §9). */
export const PAGE_SIZES = [10, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** How a list of liquids is ordered: the user's list defaults to rank, the admin list to newest (spec §9). */
export type LiquidSort = 'rank' | 'newest' | 'oldest' | 'rating';

interface SortableLiquid {
  id: number;
  rating: number;
  rank: number;
  created_at: string;
}

const byNewest = (a: SortableLiquid, b: SortableLiquid) =>
  Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;

/**
 * A sorted copy: rank ascending, newest or oldest by `created_at`, or rating descending ("Mieux noté",
 * equal ratings most recent first, the rank's own tie rule).
 */
export function sortLiquids<T extends SortableLiquid>(liquids: readonly T[], sort: LiquidSort): T[] {
  const copy = [...liquids];
  switch (sort) {
    case 'rank':
      return copy.sort((a, b) => a.rank - b.rank || byNewest(a, b));
    case 'newest':
      return copy.sort(byNewest);
    case 'oldest':
      return copy.sort((a, b) => byNewest(b, a));
    case 'rating':
      return copy.sort((a, b) => b.rating - a.rating || byNewest(a, b));
  }
}

/** The `count` most recently created liquids, newest first (the /home card shows 4). */
export function mostRecentLiquids<T extends SortableLiquid>(liquids: readonly T[], count = 4): T[] {
  return sortLiquids(liquids, 'newest').slice(0, count);
}

/** True when every word of `query` appears in one of `fields`, accents and case ignored; a blank query matches. */
export function matchesSearch(query: string, fields: ReadonlyArray<string | null | undefined>): boolean {
  const words = normalizeForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields.map((field) => normalizeForSearch(field ?? '')).join(' ');
  return words.every((word) => haystack.includes(word));
}

/**
 * The user's list search: the aroma name only (spec §2 /eliquides), also under the English names of French
 * flavour words ("fraise" finds Ripe Strawberries).
 */
export function searchMyLiquids<T extends { arome_name: string }>(liquids: readonly T[], query: string): T[] {
  const terms = flavourSearchTerms(query);
  if (terms.length === 0) return [...liquids];
  return liquids.filter((liquid) => terms.some((term) => matchesSearch(term, [liquid.arome_name])));
}

/** Brand suggestions: the known brands containing the typed text, accents and case ignored. */
export function suggestBrands(brands: readonly string[], query: string, limit = 8): string[] {
  const wanted = normalizeForSearch(query);
  if (!wanted) return brands.slice(0, limit);
  const starts: string[] = [];
  const contains: string[] = [];
  for (const brand of brands) {
    const name = normalizeForSearch(brand);
    if (name.startsWith(wanted)) starts.push(brand);
    else if (name.includes(wanted)) contains.push(brand);
  }
  return [...starts, ...contains].slice(0, limit);
}

export interface ListPage<T> {
  rows: T[];
  /** The page shown, from 1, brought back within the pages that exist. */
  page: number;
  pageCount: number;
  total: number;
}

/** One page of an already filtered and sorted list; pages are numbered from 1 and there is always one. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): ListPage<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  return { rows: items.slice(start, start + pageSize), page: current, pageCount, total: items.length };
}

/**
 * The page buttons to show: the first, the last, and up to two either side of the current page,
 * with `null` where pages are skipped: 1 … 4 5 [6] 7 8 … 20.
 */
export function pageNumbers(page: number, pageCount: number): Array<number | null> {
  const shown = new Set([1, pageCount]);
  for (let n = page - 2; n <= page + 2; n += 1) if (n >= 1 && n <= pageCount) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const result: Array<number | null> = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) result.push(null);
    result.push(n);
  });
  return result;
}
