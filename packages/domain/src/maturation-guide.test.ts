import { describe, expect, it } from 'vitest';
import { maturationGuide, SHAKE_AND_VAPE_ADVICE, steepingAdvice } from './maturation-guide.ts';

describe('maturation guide', () => {
  it('has the spec durations', () => {
    expect(maturationGuide.map((f) => [f.id, f.minDays, f.maxDays, f.duration])).toEqual([
      ['fruit-simple', 0, 5, '0 à 5 jours'],
      ['fruit-complexe', 3, 7, '3 à 7 jours'],
      ['frais-epice', 7, 14, '1 à 2 semaines'],
      ['gourmand', 14, 21, '2 à 3 semaines'],
      ['classic', 14, null, 'au moins 2 semaines'],
    ]);
  });

  it('says no steeping for shake & vape', () => {
    expect(steepingAdvice('gourmand', true)).toBe(SHAKE_AND_VAPE_ADVICE);
    expect(steepingAdvice('gourmand', false)).toBe('Gourmand : laissez maturer 2 à 3 semaines.');
    expect(steepingAdvice(null, false)).toBeNull();
  });
});
