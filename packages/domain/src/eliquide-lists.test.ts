import { describe, expect, it } from 'vitest';
import {
  matchesSearch,
  mostRecentLiquids,
  pageNumbers,
  paginate,
  searchMyLiquids,
  sortLiquids,
  suggestBrands,
} from './eliquide-lists.ts';

const liquid = (
  id: number,
  rating: number,
  rank: number,
  created_at: string,
  extra: Partial<{ arome_name: string; brand: string; description: string | null }> = {},
) => ({
  id,
  rating,
  rank,
  created_at,
  arome_name: `Arôme ${id}`,
  brand: 'Capella',
  description: null,
  ...extra,
});

const liquids = [
  liquid(1, 3, 3, '2026-01-01T10:00:00Z'),
  liquid(2, 4.5, 1, '2026-03-01T10:00:00Z'),
  liquid(3, 3, 2, '2026-02-01T10:00:00Z'),
  liquid(4, 1, 4, '2026-04-01T10:00:00Z'),
];
const ids = (list: Array<{ id: number }>) => list.map((item) => item.id);

describe('sortLiquids', () => {
  it('orders by rank, newest, oldest and rating (equal ratings: most recent first)', () => {
    expect(ids(sortLiquids(liquids, 'rank'))).toEqual([2, 3, 1, 4]);
    expect(ids(sortLiquids(liquids, 'newest'))).toEqual([4, 2, 3, 1]);
    expect(ids(sortLiquids(liquids, 'oldest'))).toEqual([1, 3, 2, 4]);
    expect(ids(sortLiquids(liquids, 'rating'))).toEqual([2, 3, 1, 4]);
  });

  it('breaks equal dates by id and never changes its input', () => {
    const twins = [liquid(7, 2, 1, '2026-01-01T10:00:00Z'), liquid(8, 2, 2, '2026-01-01T10:00:00Z')];
    expect(ids(sortLiquids(twins, 'newest'))).toEqual([8, 7]);
    expect(ids(sortLiquids(twins, 'oldest'))).toEqual([7, 8]);
    expect(ids(twins)).toEqual([7, 8]);
  });
});

describe('mostRecentLiquids', () => {
  it('keeps the 4 most recently created, newest first', () => {
    const five = [...liquids, liquid(5, 2, 5, '2025-12-01T10:00:00Z')];
    expect(ids(mostRecentLiquids(five))).toEqual([4, 2, 3, 1]);
    expect(mostRecentLiquids([])).toEqual([]);
  });
});

describe('search', () => {
  it('ignores accents, case and word order; a blank query matches everything', () => {
    expect(matchesSearch('creme brulee', ['Crème Brûlée'])).toBe(true);
    expect(matchesSearch('BRÛLÉE crème', ['Crème Brûlée'])).toBe(true);
    expect(matchesSearch('vanille', ['Crème Brûlée'])).toBe(false);
    expect(matchesSearch('   ', ['anything'])).toBe(true);
    expect(matchesSearch('cap', [null, undefined, 'Capella'])).toBe(true);
  });

  it('searches the user’s list on the aroma name only', () => {
    const list = [
      liquid(1, 3, 1, '2026-01-01', { arome_name: 'Fraise des bois', brand: 'Inawera' }),
      liquid(2, 3, 2, '2026-01-01', { arome_name: 'Vanilla Custard', brand: 'Fraiseur' }),
    ];
    expect(ids(searchMyLiquids(list, 'FRAISE'))).toEqual([1]);
    expect(ids(searchMyLiquids(list, ''))).toEqual([1, 2]);
  });

  it('finds English names from French flavour words', () => {
    const list = [
      liquid(1, 3, 1, '2026-01-01', { arome_name: 'Ripe Strawberries' }),
      liquid(2, 3, 2, '2026-01-01', { arome_name: 'Vanilla Custard' }),
      liquid(3, 3, 3, '2026-01-01', { arome_name: 'Strawberry Kiwi' }),
    ];
    expect(ids(searchMyLiquids(list, 'fraise'))).toEqual([1, 3]);
    expect(ids(searchMyLiquids(list, 'Vanille'))).toEqual([2]);
    expect(ids(searchMyLiquids(list, 'fraise mure'))).toEqual([]);
  });
});

describe('brands', () => {
  it('suggests brands starting with the text first, then containing it', () => {
    const brands = ['Capella', 'Flavour Art', 'The Flavor Apprentice', 'Flavor West', 'Inawera'];
    expect(suggestBrands(brands, 'flav')).toEqual(['Flavour Art', 'Flavor West', 'The Flavor Apprentice']);
    expect(suggestBrands(brands, '', 2)).toEqual(['Capella', 'Flavour Art']);
    expect(suggestBrands(brands, 'zzz')).toEqual([]);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 23 }, (_, index) => index + 1);

  it('cuts pages numbered from 1', () => {
    expect(paginate(items, 1, 10)).toEqual({ rows: items.slice(0, 10), page: 1, pageCount: 3, total: 23 });
    expect(paginate(items, 3, 10).rows).toEqual([21, 22, 23]);
  });

  it('brings a page out of range back, and an empty list still has one page', () => {
    expect(paginate(items, 9, 10).page).toBe(3);
    expect(paginate(items, 0, 10).page).toBe(1);
    expect(paginate([], 1, 10)).toEqual({ rows: [], page: 1, pageCount: 1, total: 0 });
  });
});

describe('pageNumbers', () => {
  it('shows every page when there are few', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('skips far pages, but never hides a single page behind an ellipsis', () => {
    expect(pageNumbers(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageNumbers(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
    expect(pageNumbers(20, 20)).toEqual([1, null, 18, 19, 20]);
  });
});
