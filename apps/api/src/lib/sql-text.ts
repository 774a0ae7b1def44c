import { type SQL, sql } from 'drizzle-orm';

/** Text for a LIKE pattern, its wildcards taken literally. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Lower case without the accents of French, so "creme" finds "Crème" in free text; the same folding as
 * the domain's `normalizeForSearch` (œ and æ stay ligatures there too).
 */
export const foldAccents = (text: SQL) =>
  sql`translate(lower(${text}), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyy')`;
