import { messages } from './messages.ts';

export const DESCRIPTION_MAX = 500;
export const RATING_MIN_AT_CREATION = 1;

/**
 * Letters, digits, whitespace, common punctuation, currency signs, a few symbols and emoji
 * (spec §5). `&` and `;` are in, so text whose angle brackets a client escaped as `&lt;` passes;
 * raw `<` and `>` are out.
 */
const descriptionCharacters =
  /^(?:[\p{L}\p{N}\p{M}\s.,;:!?'"’‘“”«»()[\]{}\-–—_/\\&%+*=#@°…~^|€$£¥¢]|\p{Extended_Pictographic}|\p{Emoji_Modifier}|\ufe0f|\u200d)+$/u;

/** Returns the French error for an optional description or comment, or null when acceptable. */
export function descriptionError(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  if (value.length > DESCRIPTION_MAX) return messages.descriptionTooLong;
  if (!descriptionCharacters.test(value)) return messages.descriptionInvalid;
  return null;
}

/** A rating is 0 to 5 in steps of 0.5. */
export function isValidRating(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= 5 && Number.isInteger(value * 2);
}

/**
 * Standard competition ranking of ratings ("1224"): each rank is 1 + the number of strictly better ratings, so
 * equal ratings share a rank and the next one skips as many places (5, 4, 4, 3 → 1, 2, 2, 4). The server's SQL
 * `rank()` counts the same (decision 0135).
 */
export function competitionRanks(ratings: readonly number[]): number[] {
  return ratings.map((rating) => 1 + ratings.filter((other) => other > rating).length);
}

export const rankColours = ['green', 'orange', 'red'] as const;
export type RankColour = (typeof rankColours)[number];

/**
 * Green when rank/total is 33 % or less, orange up to 66 %, red above (spec §9); the user's best liquid is
 * always green, so a first or only liquid is never flagged red. Taken from the shared rank, equal ratings
 * always get the same colour.
 */
export function rankColour(rank: number, total: number): RankColour {
  if (rank === 1) return 'green';
  const ratio = total > 0 ? rank / total : 1;
  if (ratio <= 0.33) return 'green';
  if (ratio <= 0.66) return 'orange';
  return 'red';
}

/** Lower case, accents stripped, spaces folded: "Crème brûlée" and "creme brulee" compare equal. */
export function normalizeForSearch(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The aroma search answers this many aromas at most (spec). */
export const AROMA_SEARCH_LIMIT = 20;

/** The distinct normalised words of a search, at most `max`: each one costs the server a scan. */
export function searchWords(text: string | undefined, max = 5): string[] {
  return [
    ...new Set(
      normalizeForSearch(text ?? '')
        .split(' ')
        .filter(Boolean),
    ),
  ].slice(0, max);
}

/** A catalogue name or brand: no markup characters and no control characters (they end up in CSV and SVG). */
export function isCleanCatalogueText(value: string): boolean {
  return !/[<>\p{Cc}]/u.test(value);
}
