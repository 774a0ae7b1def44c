import { type SQL, sql } from 'drizzle-orm';

/** Text for a LIKE pattern, its wildcards taken literally. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Lower case without the accents of French, so "creme" finds "Crème" in free text. */
export const foldAccents = (text: SQL) =>
  sql`translate(lower(${text}), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ', 'aaaaaaceeeeiiiinooooouuuuyyoa')`;
