import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { aromes } from '../../db/schema.ts';
import { escapeLike, foldAccents } from '../../lib/sql-text.ts';

export type AromeRow = typeof aromes.$inferSelect;
export type NewArome = Omit<typeof aromes.$inferInsert, 'id' | 'createdAt'>;

/**
 * Active aromas whose normalised name contains one of `terms` (trigram index), best first: name starting with
 * a term, then a word starting with it, then anywhere; shorter names first.
 */
export function searchActiveAromes(db: Db, terms: string[], brand: string | undefined, limit: number) {
  const patterns = terms.map(escapeLike);
  const anyOf = (build: (pattern: string) => string) =>
    sql.join(
      patterns.map((pattern) => sql`${aromes.searchName} like ${build(pattern)}`),
      sql` or `,
    );
  return db
    .select()
    .from(aromes)
    .where(
      and(
        eq(aromes.status, 1),
        sql`(${anyOf((pattern) => `%${pattern}%`)})`,
        brand ? eq(aromes.brand, brand) : undefined,
      ),
    )
    .orderBy(
      sql`case when ${anyOf((pattern) => `${pattern}%`)} then 0
               when ${anyOf((pattern) => `% ${pattern}%`)} then 1 else 2 end`,
      sql`length(${aromes.searchName})`,
      asc(aromes.name),
    )
    .limit(limit);
}

/** Every word of one of the lists must appear in the normalised name or the brand. */
const matchingWords = (wordLists: string[][]) =>
  wordLists.length === 0
    ? undefined
    : or(
        ...wordLists.map((words) =>
          and(
            ...words.map(
              (word) =>
                sql`(${aromes.searchName} || ' ' || ${foldAccents(sql`${aromes.brand}`)}) like ${`%${escapeLike(word)}%`}`,
            ),
          ),
        ),
      );

/** The catalogue in brand then name order; `wordLists` narrows it, `page` cuts one page of it. */
export function listAromes(db: Db, wordLists: string[][] = [], page?: { limit: number; offset: number }) {
  const query = db
    .select()
    .from(aromes)
    .where(matchingWords(wordLists))
    .orderBy(asc(aromes.brand), asc(aromes.name), asc(aromes.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function listBrands(db: Db, onlyActive: boolean): Promise<string[]> {
  const rows = await db
    .selectDistinct({ brand: aromes.brand })
    .from(aromes)
    .where(onlyActive ? eq(aromes.status, 1) : undefined)
    .orderBy(asc(aromes.brand));
  return rows.map((row) => row.brand);
}

export async function countAromes(db: Db, wordLists: string[][] = []): Promise<number> {
  const [row] = await db.select({ value: count() }).from(aromes).where(matchingWords(wordLists));
  return row?.value ?? 0;
}

export async function findArome(db: Db, id: number): Promise<AromeRow | undefined> {
  const [row] = await db.select().from(aromes).where(eq(aromes.id, id));
  return row;
}

/** Inserts what is new; a (brand, name) already there is skipped. Returns how many were added. */
export async function insertAromes(db: Db, rows: NewArome[]): Promise<AromeRow[]> {
  if (rows.length === 0) return [];
  const added = await db.insert(aromes).values(rows).onConflictDoNothing().returning();
  return added;
}

export async function updateArome(db: Db, id: number, values: Partial<NewArome>) {
  const [row] = await db.update(aromes).set(values).where(eq(aromes.id, id)).returning();
  return row;
}

export async function deleteArome(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(aromes).where(eq(aromes.id, id)).returning({ id: aromes.id });
  return rows.length > 0;
}
