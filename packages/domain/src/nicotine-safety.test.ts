import { describe, expect, it } from 'vitest';
import {
  mixSafetyWarnings,
  nicotineSafetyNote,
  nicotineSafetyTexts,
  nicotineSafetyWarnings,
} from './nicotine-safety.ts';

describe('nicotineSafetyWarnings', () => {
  it.each([
    [{}, []],
    [{ resultMgMl: 20, boosterMgMl: 20, nicotineBottleMl: 10 }, []],
    [{ resultMgMl: 20.01 }, [nicotineSafetyTexts.resultAboveLimit]],
    [{ boosterMgMl: 72 }, [nicotineSafetyTexts.boosterAboveLimit]],
    [{ nicotineBottleMl: 30 }, [nicotineSafetyTexts.bottleAboveLimit]],
    [
      { resultMgMl: 36, boosterMgMl: 100, nicotineBottleMl: 100 },
      [
        nicotineSafetyTexts.resultAboveLimit,
        nicotineSafetyTexts.boosterAboveLimit,
        nicotineSafetyTexts.bottleAboveLimit,
      ],
    ],
    [{ resultMgMl: Number.NaN, boosterMgMl: Number.POSITIVE_INFINITY }, []],
  ])('%j → %j', (handled, expected) => {
    expect(nicotineSafetyWarnings(handled)).toEqual(expected);
  });

  it('cites the directive in every warning', () => {
    for (const text of Object.values(nicotineSafetyTexts)) expect(text).toContain('directive 2014/40/UE');
  });

  it('says what to do and who to call in the note', () => {
    const note = nicotineSafetyNote.points.join(' ');
    expect(note).toContain('appelez le 15 ou un centre antipoison');
    expect(note).toContain('collyres');
    expect(note).toContain('Anses');
  });
});

describe('mixSafetyWarnings', () => {
  const precise = (change: object) => ({
    mode: 'precise' as const,
    inputs: { volume: 10, pg: 50, nicotine: 6, boosterStrength: 20, boosterPg: 50, aromas: [], ...change },
  });
  it('says nothing of a 10 mL bottle at 6 mg/mL from a 20 mg/mL booster', () => {
    expect(mixSafetyWarnings(precise({}))).toEqual([]);
  });
  it('warns of a strong booster, a strong result and a big bottle', () => {
    expect(mixSafetyWarnings(precise({ boosterStrength: 72, nicotine: 24, volume: 30 }))).toEqual([
      nicotineSafetyTexts.resultAboveLimit,
      nicotineSafetyTexts.boosterAboveLimit,
      nicotineSafetyTexts.bottleAboveLimit,
    ]);
  });
  it('does not count a bottle without nicotine, nor a booster that is not used', () => {
    expect(mixSafetyWarnings(precise({ nicotine: 0, boosterStrength: 72, volume: 100 }))).toEqual([]);
    expect(
      mixSafetyWarnings({ mode: 'quick', inputs: { aroma: 10, quantity: 100, ratio: '50/50', nicotine: 0 } }),
    ).toEqual([]);
  });
  it('counts a shortfill topped up with boosters as a nicotine bottle', () => {
    expect(
      mixSafetyWarnings({
        mode: 'shortfill',
        inputs: { bottle: 50, boosters: 1, target: 3, method: 'boosters' },
      }),
    ).toEqual([nicotineSafetyTexts.bottleAboveLimit]);
  });
  it('says nothing while the mix has no result', () => {
    expect(mixSafetyWarnings(precise({ nicotine: 30 }))).toEqual([]);
  });
});
