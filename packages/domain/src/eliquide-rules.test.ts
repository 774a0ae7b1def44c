import { describe, expect, it } from 'vitest';
import {
  competitionRanks,
  descriptionError,
  isValidRating,
  normalizeForSearch,
  rankColour,
  searchWords,
} from './eliquide-rules.ts';
import { messages } from './messages.ts';

describe('rankColour', () => {
  it.each([
    [1, 3, 'green'],
    [2, 5, 'orange'],
    [33, 100, 'green'],
    [34, 100, 'orange'],
    [2, 3, 'red'],
    [66, 100, 'orange'],
    [67, 100, 'red'],
    [1, 1, 'green'],
    [1, 2, 'green'],
    [2, 2, 'red'],
    [1, 4, 'green'],
    [2, 4, 'orange'],
    [3, 4, 'red'],
  ] as const)('rank %i of %i is %s', (rank, total, colour) => expect(rankColour(rank, total)).toBe(colour));
});

describe('competitionRanks', () => {
  it('shares a rank between equal ratings and skips the places they take: 1, 2, 2, 4', () => {
    expect(competitionRanks([5, 4, 4, 3])).toEqual([1, 2, 2, 4]);
    expect(competitionRanks([3, 5, 3, 1])).toEqual([2, 1, 2, 4]);
    expect(competitionRanks([4, 4, 4])).toEqual([1, 1, 1]);
    expect(competitionRanks([])).toEqual([]);
  });

  it('gives equal ratings one colour: two liquids tied 2nd of 4 are both orange, never one orange one red', () => {
    const ranks = competitionRanks([5, 4, 4, 3]);
    expect(ranks.map((rank) => rankColour(rank, 4))).toEqual(['green', 'orange', 'orange', 'red']);
    // Tied 2nd of 3: both red (2/3 is above 66 %), tied 1st: both green.
    expect(competitionRanks([5, 3, 3]).map((rank) => rankColour(rank, 3))).toEqual(['green', 'red', 'red']);
    expect(competitionRanks([4, 4, 1]).map((rank) => rankColour(rank, 3))).toEqual(['green', 'green', 'red']);
  });
});

describe('isValidRating', () => {
  it.each([0, 0.5, 1, 3.5, 5])('accepts %d', (rating) => expect(isValidRating(rating)).toBe(true));
  it.each([0.3, -0.5, 5.5, Number.NaN])('refuses %d', (rating) => expect(isValidRating(rating)).toBe(false));
});

describe('descriptionError', () => {
  it('accepts empty, French punctuation, currency and emoji', () => {
    expect(descriptionError('')).toBeNull();
    expect(descriptionError(undefined)).toBeNull();
    expect(descriptionError('Très bon, un peu sucré… 12 € les 10 mL ! « top » 😍👍🏼')).toBeNull();
    expect(descriptionError('fraise &lt;3')).toBeNull();
  });
  it('refuses angle brackets and 501 characters', () => {
    expect(descriptionError('<script>')).toBe(messages.descriptionInvalid);
    expect(descriptionError('a'.repeat(501))).toBe(messages.descriptionTooLong);
    expect(descriptionError('a'.repeat(500))).toBeNull();
  });
});

describe('normalizeForSearch', () => {
  it('ignores accents and case', () => expect(normalizeForSearch('  Crème  BRÛLÉE ')).toBe('creme brulee'));
});

describe('searchWords', () => {
  it('gives the distinct normalised words, five at most', () => {
    expect(searchWords('  Crème  CREME brûlée ')).toEqual(['creme', 'brulee']);
    expect(searchWords('a b c d e f g')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(searchWords(undefined)).toEqual([]);
  });
});
