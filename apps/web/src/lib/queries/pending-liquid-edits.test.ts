import type { Eliquide } from '@vapolib/contracts';
import { describe, expect, it } from 'vitest';
import { withPendingLiquidEdit } from './pending-liquid-edits.ts';

const liquid = { id: 4, rating: 3, description: 'Bon.' } as Eliquide;

describe('withPendingLiquidEdit', () => {
  it('shows the waiting rating and keeps the comment when only the rating changes', () => {
    expect(withPendingLiquidEdit(liquid, [{ target: 'eliquide:4', body: { rating: 4.5 } }])).toMatchObject({
      rating: 4.5,
      description: 'Bon.',
    });
  });

  it('clears the comment with an empty one, and ignores other liquids', () => {
    expect(
      withPendingLiquidEdit(liquid, [{ target: 'eliquide:4', body: { description: '' } }]),
    ).toMatchObject({
      rating: 3,
      description: null,
    });
    expect(withPendingLiquidEdit(liquid, [{ target: 'eliquide:40', body: { rating: 1 } }])).toBe(liquid);
  });
});
