import type { NextBottle, Recipe } from '@vapolib/contracts';
import { describe, expect, it } from 'vitest';
import { calculatorLink } from '../../lib/calculator-link.ts';
import { stepFromParams } from './calculator-page.tsx';
import { stateFromParams, stateFromRecipe } from './calculator-state.ts';

const calculations: NextBottle['calculation'][] = [
  { mode: 'quick', inputs: { aroma: 15, quantity: 100, ratio: '30/70', nicotine: 4.5 } },
  {
    mode: 'precise',
    inputs: {
      volume: 60,
      pg: 50,
      nicotine: 3,
      boosterStrength: 20,
      boosterPg: 50,
      aromas: [
        { name: 'Menthe: glaciale', percent: 10, pg: 100 },
        { percent: 2, pg: 100 },
      ],
      maturation: 'frais-epice',
    },
  },
  { mode: 'shortfill', inputs: { bottle: 50, boosters: 1, target: 3, method: 'target', shakeAndVape: true } },
];

/** The link a next-bottle card opens reads back as the calculator's state for that calculation. */
describe('the next bottle’s calculator link', () => {
  it.each(calculations)('opens the $mode mode filled in', (calculation) => {
    const link = calculatorLink(calculation, { stepId: 12 });
    const params = new URL(link, 'http://x').searchParams;
    const expected = stateFromRecipe({ ...calculation, id: 1, name: 'x' } as unknown as Recipe);
    const state = stateFromParams(params);
    expect(state.mode).toBe(expected.mode);
    expect(state[state.mode]).toEqual(expected[expected.mode]);
    expect(state.maturation).toBe(expected.maturation);
    expect(state.shakeAndVape).toBe(expected.shakeAndVape);
    expect(stepFromParams(params)).toBe(12);
  });

  it('asks for shake & vape when told, and reads no step from nonsense', () => {
    const link = calculatorLink(calculations[1]!, { shakeAndVape: true });
    const params = new URL(link, 'http://x').searchParams;
    expect(stateFromParams(params)).toMatchObject({ shakeAndVape: true, maturation: null });
    for (const value of ['', '0', '-3', 'abc', '1e9', '12345678901'])
      expect(stepFromParams(new URLSearchParams({ etape: value }))).toBeNull();
  });
});
