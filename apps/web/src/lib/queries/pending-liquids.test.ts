import type { Eliquide } from '@vapolib/contracts';
import { describe, expect, it } from 'vitest';
import { isPendingLiquid, NEW_LIQUID_TARGET, withPendingLiquids } from './pending-liquids.ts';

const saved: Eliquide = {
  id: 5,
  user_id: 1,
  arome_id: 3,
  arome_name: 'Sweet Strawberry',
  name: 'Sweet Strawberry',
  brand: 'Capella',
  image_url: '/api/aromes/3/image.svg',
  rating: 4,
  description: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  rank: 1,
  total: 1,
  rank_colour: 'green' as const,
};

const added = (aromeId: number, name: string, rating: number, description?: string) => ({
  target: `${NEW_LIQUID_TARGET}:${aromeId}`,
  body: { arome_id: aromeId, brand: ' Capella ', rating, description },
  shown: { arome_name: name, image_url: `/api/aromes/${aromeId}/image.svg` },
});

describe('withPendingLiquids', () => {
  it('adds the liquids made offline after the saved ones, waiting, with their rating and comment', () => {
    const liquids = withPendingLiquids(
      [saved],
      [added(9, 'Vanilla Custard', 4.5, 'Onctueux'), added(11, 'Cool Mint', 2)],
    );
    expect(liquids.map((liquid) => [liquid.id, liquid.arome_name, liquid.rating, liquid.rank])).toEqual([
      [5, 'Sweet Strawberry', 4, 1],
      [-1, 'Vanilla Custard', 4.5, 2],
      [-2, 'Cool Mint', 2, 3],
    ]);
    expect(liquids[1]).toMatchObject({ brand: 'Capella', description: 'Onctueux', arome_id: 9 });
    expect(liquids[2]!.description).toBeNull();
    expect(liquids.map(isPendingLiquid)).toEqual([false, true, true]);
  });

  it('leaves the list as it is without a liquid waiting (an edit is not a new liquid)', () => {
    const list = [saved];
    expect(withPendingLiquids(list, [{ target: 'eliquide:5', body: { rating: 2 } }])).toBe(list);
  });

  it('gives a liquid added to a list already showing one waiting its own id (the list’s keys stay unique)', () => {
    const shown = withPendingLiquids([saved], [added(9, 'Vanilla Custard', 4.5)]);
    const both = withPendingLiquids(shown, [added(11, 'Cool Mint', 2)]);
    expect(both.map((liquid) => liquid.id)).toEqual([5, -1, -2]);
  });
});
