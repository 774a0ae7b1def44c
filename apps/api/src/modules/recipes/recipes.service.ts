import { type CreateRecipeBody, type Recipe, recipe } from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import {
  deleteRecipe,
  insertRecipe,
  listRecipes,
  type RecipeRow,
  renameRecipe,
} from './recipes.repository.ts';

/** The stored inputs were validated for their mode on the way in; the schema gives them their type back. */
const presentRecipe = (row: RecipeRow): Recipe =>
  recipe.parse({
    id: row.id,
    name: row.name,
    mode: row.mode,
    inputs: row.inputs,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  });

/** Kept in memory until the user's recipes change (see lib/read-cache.ts): read on every visit, written seldom. */
export function myRecipes(ctx: AppContext, userId: number): Promise<Recipe[]> {
  return ctx.cache.userList('recipes', userId, async () =>
    (await listRecipes(ctx.db, userId)).map(presentRecipe),
  );
}

export async function addRecipe(ctx: AppContext, userId: number, body: CreateRecipeBody) {
  const row = await insertRecipe(ctx.db, { userId, name: body.name, mode: body.mode, inputs: body.inputs });
  await ctx.cache.listChanged('recipes', userId);
  return { message: messages.recipeSaved, recipe: presentRecipe(row) };
}

export async function renameMyRecipe(ctx: AppContext, userId: number, id: number, name: string) {
  const row = await renameRecipe(ctx.db, userId, id, name);
  if (!row) throw new AppError(404, messages.notFound);
  await ctx.cache.listChanged('recipes', userId);
  return { message: messages.recipeRenamed, recipe: presentRecipe(row) };
}

export async function removeRecipe(ctx: AppContext, userId: number, id: number) {
  if (!(await deleteRecipe(ctx.db, userId, id))) throw new AppError(404, messages.notFound);
  await ctx.cache.listChanged('recipes', userId);
  return { message: messages.recipeDeleted };
}

/** The recipes part of the data export. */
export function exportFor(ctx: AppContext, userId: number) {
  return listRecipes(ctx.db, userId);
}
