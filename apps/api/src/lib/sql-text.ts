import { type SQL, sql } from 'drizzle-orm';

/** Text for a LIKE pattern, its wildcards taken literally. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The letters, as plain string literals: the bundler writes them as ASCII escapes, which it cannot do in a
 * tagged template's raw text; one non-ASCII character in the bundle makes V8 hold its whole source text at
 * two bytes a character (issue 15).
 */
const ACCENTED = sql.raw(`'${'àâäáãåçéèêëíìîïñóòôöõúùûüýÿ'}'`);
const PLAIN = sql.raw("'aaaaaaceeeeiiiinooooouuuuyy'");

/**
 * Lower case without the accents of French, so "creme" finds "Crème" in free text; the same folding as
 * the domain's `normalizeForSearch` (œ and æ stay ligatures there too).
 */
export const foldAccents = (text: SQL) => sql`translate(lower(${text}), ${ACCENTED}, ${PLAIN})`;
