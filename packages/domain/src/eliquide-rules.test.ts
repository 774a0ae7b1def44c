import { describe, expect, it } from 'vitest';
import {
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
