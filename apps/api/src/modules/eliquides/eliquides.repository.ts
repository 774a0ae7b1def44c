import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { eliquides } from '../../db/schema.ts';
import { escapeLike, foldAccents } from '../../lib/sql-text.ts';
import { aromes } from '../aromes/index.ts';

/**
 * Each liquid with its aroma and its rank among its owner's liquids: rating descending, equal ratings sharing a
 * rank (1, 2, 2, 4: `competitionRanks` in packages/domain, decision 0135); lists show ties newest first.
 */
function rankedLiquids(db: Db) {
  return db
    .select({
      id: eliquides.id,
      userId: eliquides.userId,
      aromeId: eliquides.aromeId,
      rating: eliquides.rating,
      description: eliquides.description,
      createdAt: eliquides.createdAt,
      updatedAt: eliquides.updatedAt,
      aromeName: aromes.name,
      brand: aromes.brand,
      imageUrl: aromes.imageUrl,
      rank: sql<number>`rank() over (partition by ${eliquides.userId} order by ${eliquides.rating} desc)`
        .mapWith(Number)
        .as('rank'),
      total: sql<number>`count(*) over (partition by ${eliquides.userId})`.mapWith(Number).as('total'),
    })
    .from(eliquides)
    .innerJoin(aromes, eq(aromes.id, eliquides.aromeId));
}

export type RankedLiquid = Awaited<ReturnType<typeof listUserLiquids>>[number];

const listUserLiquidsQuery = preparedFor((db) =>
  rankedLiquids(db)
    .where(eq(eliquides.userId, sql.placeholder('userId')))
    .orderBy(sql`rank`, desc(eliquides.createdAt), desc(eliquides.id))
    .prepare('list_user_liquids'),
);

export function listUserLiquids(db: Db, userId: number) {
  return listUserLiquidsQuery(db).execute({ userId });
}

export async function findUserLiquid(db: Db, userId: number, id: number): Promise<RankedLiquid | undefined> {
  const ranked = db.$with('ranked').as(rankedLiquids(db).where(eq(eliquides.userId, userId)));
  const [row] = await db.with(ranked).select().from(ranked).where(eq(ranked.id, id));
  return row;
}

interface AdminLiquidsFilter {
  brand?: string;
  /** Normalised words (lower case, no accents), each in the aroma name, the brand or the description. */
  words: string[];
}

/** Every user's liquids, ranked among their owner's, then filtered, sorted and cut into a page. */
export function listAllLiquids(
  db: Db,
  filter: AdminLiquidsFilter,
  sort: 'newest' | 'oldest' | 'rating' = 'newest',
  page?: { limit: number; offset: number },
) {
  // The rank is computed over all of a user's liquids before any filter applies.
  const ranked = db.$with('ranked').as(rankedLiquids(db));
  const haystack = foldAccents(
    sql`${ranked.aromeName} || ' ' || ${ranked.brand} || ' ' || coalesce(${ranked.description}, '')`,
  );
  const order = {
    newest: [desc(ranked.createdAt), desc(ranked.id)],
    oldest: [asc(ranked.createdAt), asc(ranked.id)],
    rating: [desc(ranked.rating), desc(ranked.createdAt), desc(ranked.id)],
  }[sort];
  const query = db
    .with(ranked)
    .select()
    .from(ranked)
    .where(
      and(
        filter.brand ? eq(ranked.brand, filter.brand) : undefined,
        ...filter.words.map((word) => sql`${haystack} like ${`%${escapeLike(word)}%`}`),
      ),
    )
    .orderBy(...order);
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countLiquids(db: Db, filter: AdminLiquidsFilter = { words: [] }): Promise<number> {
  const haystack = foldAccents(
    sql`${aromes.name} || ' ' || ${aromes.brand} || ' ' || coalesce(${eliquides.description}, '')`,
  );
  const [row] = await db
    .select({ value: sql<number>`count(*)`.mapWith(Number) })
    .from(eliquides)
    .innerJoin(aromes, eq(aromes.id, eliquides.aromeId))
    .where(
      and(
        filter.brand ? eq(aromes.brand, filter.brand) : undefined,
        ...filter.words.map((word) => sql`${haystack} like ${`%${escapeLike(word)}%`}`),
      ),
    );
  return row?.value ?? 0;
}

/** The brands of the liquids users rated, sorted. */
export async function ratedBrands(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ brand: aromes.brand })
    .from(eliquides)
    .innerJoin(aromes, eq(aromes.id, eliquides.aromeId))
    .orderBy(asc(aromes.brand));
  return rows.map((row) => row.brand);
}

export async function findLiquidByArome(db: Db, userId: number, aromeId: number) {
  const [row] = await db
    .select({ id: eliquides.id })
    .from(eliquides)
    .where(and(eq(eliquides.userId, userId), eq(eliquides.aromeId, aromeId)));
  return row;
}

/** A new liquid, unless the user already rated its aroma (the unique index refuses it: undefined then). */
const insertLiquidQuery = preparedFor((db) =>
  db
    .insert(eliquides)
    .values({
      userId: sql.placeholder('userId'),
      aromeId: sql.placeholder('aromeId'),
      rating: sql.placeholder('rating'),
      description: sql.placeholder('description'),
    })
    .onConflictDoNothing()
    .returning({ id: eliquides.id })
    .prepare('insert_liquid'),
);

export async function insertLiquid(
  db: Db,
  values: { userId: number; aromeId: number; rating: number; description: string | null },
) {
  const [row] = await insertLiquidQuery(db).execute(values);
  return row;
}

type LiquidChanges = { rating?: number; description?: string | null };

/** The update of each set of changed fields (a rating, a comment, or both; none only touches the date), prepared. */
const updateLiquidQueries = new Map(
  ([[], ['rating'], ['description'], ['rating', 'description']] as (keyof LiquidChanges)[][]).map(
    (fields) => [
      fields.join(' '),
      preparedFor((db) =>
        db
          .update(eliquides)
          .set({
            ...Object.fromEntries(fields.map((field) => [field, sql.placeholder(field)])),
            updatedAt: sql`now()`,
          })
          .where(
            and(eq(eliquides.id, sql.placeholder('id')), eq(eliquides.userId, sql.placeholder('userId'))),
          )
          .returning({ id: eliquides.id })
          .prepare(`update_liquid_${fields.join('_') || 'touch'}`),
      ),
    ],
  ),
);

export async function updateUserLiquid(db: Db, userId: number, id: number, changes: LiquidChanges) {
  const fields = (['rating', 'description'] as const).filter((field) => changes[field] !== undefined);
  const [row] = await updateLiquidQueries.get(fields.join(' '))!(db).execute({ ...changes, id, userId });
  return row;
}

/** Deletes the owner's liquid: the owner's id, or undefined when it is not theirs or does not exist. */
const deleteLiquidOwnedByQuery = preparedFor((db) =>
  db
    .delete(eliquides)
    .where(and(eq(eliquides.id, sql.placeholder('id')), eq(eliquides.userId, sql.placeholder('ownerId'))))
    .returning({ userId: eliquides.userId })
    .prepare('delete_liquid_owned_by'),
);

export async function deleteLiquidOwnedBy(db: Db, ownerId: number, id: number): Promise<number | undefined> {
  const [row] = await deleteLiquidOwnedByQuery(db).execute({ id, ownerId });
  return row?.userId;
}

/** Back-office: deletes anyone's liquid; the owner's id, or undefined when it does not exist. */
export async function deleteLiquidAsAdmin(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .delete(eliquides)
    .where(eq(eliquides.id, id))
    .returning({ userId: eliquides.userId });
  return row?.userId;
}
