import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recipes } from '../../db/schema.ts';

export type RecipeRow = typeof recipes.$inferSelect;

/** One user's recipes, the last touched first. */
export function listRecipes(db: Db, userId: number) {
  return db
    .select()
    .from(recipes)
    .where(eq(recipes.userId, userId))
    .orderBy(desc(recipes.updatedAt), desc(recipes.id));
}

/** The user's last saved (or renamed) recipe, if any. */
export async function lastRecipe(db: Db, userId: number): Promise<RecipeRow | undefined> {
  const [row] = await listRecipes(db, userId).limit(1);
  return row;
}

/** Whether the user owns this recipe (a batch may name only its owner's recipes). */
export async function recipeOwnedBy(db: Db, userId: number, id: number) {
  const rows = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.id, id), eq(recipes.userId, userId)));
  return rows.length > 0;
}

export async function insertRecipe(
  db: Db,
  values: { userId: number; name: string; mode: RecipeRow['mode']; inputs: unknown },
) {
  const [row] = await db.insert(recipes).values(values).returning();
  return row!;
}

/** Renames a user's own recipe; undefined when it is not theirs or does not exist. */
export async function renameRecipe(db: Db, userId: number, id: number, name: string) {
  const [row] = await db
    .update(recipes)
    .set({ name, updatedAt: sql`now()` })
    .where(and(eq(recipes.id, id), eq(recipes.userId, userId)))
    .returning();
  return row;
}

export async function deleteRecipe(db: Db, userId: number, id: number) {
  const rows = await db
    .delete(recipes)
    .where(and(eq(recipes.id, id), eq(recipes.userId, userId)))
    .returning({ id: recipes.id });
  return rows.length > 0;
}
