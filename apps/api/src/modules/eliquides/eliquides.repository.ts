import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { aromes, eliquides } from '../../db/schema.ts';

/** Each liquid with its aroma and its rank among its owner's liquids (rating desc, newest first on ties). */
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
      rank: sql<number>`row_number() over (partition by ${eliquides.userId} order by ${eliquides.rating} desc, ${eliquides.createdAt} desc, ${eliquides.id} desc)`
        .mapWith(Number)
        .as('rank'),
      total: sql<number>`count(*) over (partition by ${eliquides.userId})`.mapWith(Number).as('total'),
    })
    .from(eliquides)
    .innerJoin(aromes, eq(aromes.id, eliquides.aromeId));
}

export type RankedLiquid = Awaited<ReturnType<typeof listUserLiquids>>[number];

export function listUserLiquids(db: Db, userId: number) {
  return rankedLiquids(db).where(eq(eliquides.userId, userId)).orderBy(sql`rank`);
}

export async function findUserLiquid(db: Db, userId: number, id: number): Promise<RankedLiquid | undefined> {
  const ranked = db.$with('ranked').as(rankedLiquids(db).where(eq(eliquides.userId, userId)));
  const [row] = await db.with(ranked).select().from(ranked).where(eq(ranked.id, id));
  return row;
}

export function listAllLiquids(db: Db) {
  return rankedLiquids(db).orderBy(desc(eliquides.createdAt), desc(eliquides.id));
}

export async function countLiquids(db: Db): Promise<number> {
  const [row] = await db.select({ value: sql<number>`count(*)`.mapWith(Number) }).from(eliquides);
  return row?.value ?? 0;
}

export async function findLiquidByArome(db: Db, userId: number, aromeId: number) {
  const [row] = await db
    .select({ id: eliquides.id })
    .from(eliquides)
    .where(and(eq(eliquides.userId, userId), eq(eliquides.aromeId, aromeId)));
  return row;
}

export async function insertLiquid(db: Db, values: typeof eliquides.$inferInsert) {
  const [row] = await db
    .insert(eliquides)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: eliquides.id });
  return row;
}

export async function updateUserLiquid(
  db: Db,
  userId: number,
  id: number,
  values: { rating?: number; description?: string | null },
) {
  const [row] = await db
    .update(eliquides)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(eliquides.id, id), eq(eliquides.userId, userId)))
    .returning({ id: eliquides.id });
  return row;
}

export async function deleteLiquid(db: Db, id: number, userId?: number) {
  const rows = await db
    .delete(eliquides)
    .where(and(eq(eliquides.id, id), userId === undefined ? undefined : eq(eliquides.userId, userId)))
    .returning({ id: eliquides.id });
  return rows.length > 0;
}
