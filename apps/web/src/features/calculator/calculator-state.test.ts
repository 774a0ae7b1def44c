import { createRecipeBody, type Recipe } from '@vapolib/contracts';
import { describe, expect, it } from 'vitest';
import {
  defaultState,
  paramsFromState,
  parseDecimal,
  recipeBody,
  stateFromParams,
  stateFromRecipe,
} from './calculator-state.ts';

describe('calculator URL state', () => {
  it('reads French and English decimals, and nothing else', () => {
    expect(parseDecimal('1,5')).toBe(1.5);
    expect(parseDecimal(' 12.25 ')).toBe(12.25);
    expect(parseDecimal('')).toBeNaN();
    expect(parseDecimal('3 mg')).toBeNaN();
    expect(parseDecimal(',')).toBeNaN();
  });

  it('round-trips each mode through the query', () => {
    const quick = { ...defaultState(), maturation: 'classic' as const, shakeAndVape: true };
    quick.quick = { aroma: '12,5', quantity: '30', ratio: '70/30', nicotine: '4,5' };
    expect(stateFromParams(paramsFromState(quick)).quick).toEqual(quick.quick);
    expect(stateFromParams(paramsFromState(quick))).toMatchObject({
      maturation: 'classic',
      shakeAndVape: true,
    });

    const precise = { ...defaultState(), mode: 'precise' as const };
    precise.precise.aromas = [
      { name: 'Fraise: des bois', percent: '8', pg: '100' },
      { name: '', percent: '2', pg: '50' },
    ];
    expect(stateFromParams(paramsFromState(precise)).precise).toEqual(precise.precise);
    const none = { ...defaultState(), mode: 'precise' as const };
    none.precise.aromas = [];
    expect(stateFromParams(paramsFromState(none)).precise.aromas).toEqual([]);

    const shortfill = { ...defaultState(), mode: 'shortfill' as const };
    shortfill.shortfill = { ...shortfill.shortfill, method: 'target', target: '6' };
    expect(stateFromParams(paramsFromState(shortfill)).shortfill).toMatchObject({
      method: 'target',
      target: '6',
    });
  });

  it('ignores unknown values and opens the quick mode with ?nicotine=N', () => {
    const state = stateFromParams(new URLSearchParams('nicotine=6&ratio=60/40&maturation=x&mode=autre'));
    expect(state.mode).toBe('quick');
    expect(state.quick).toEqual({ aroma: '15', quantity: '100', ratio: '30/70', nicotine: '6' });
    expect(state.precise.nicotine).toBe('6');
    expect(state.maturation).toBeNull();
  });

  it('saves a body the API accepts and reopens it', () => {
    for (const mode of ['quick', 'precise', 'shortfill'] as const) {
      const state = { ...defaultState(), mode, maturation: 'gourmand' as const };
      const body = recipeBody(state, 'Ma recette');
      expect(createRecipeBody.safeParse(body).success).toBe(true);
      const saved = { ...body, id: 1, created_at: '', updated_at: '' } as Recipe;
      expect(stateFromRecipe(saved)).toEqual(state);
    }
  });
});
