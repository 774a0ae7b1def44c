import {
  createRecipeBody,
  idParams,
  messageResponse,
  recipeList,
  recipeResponse,
  renameRecipeBody,
} from '@vapolib/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { routeDeclarer } from '../../lib/route.ts';
import { addRecipe, myRecipes, removeRecipe, renameMyRecipe } from './recipes.service.ts';

export async function recipesRoutes(instance: FastifyInstance, ctx: AppContext) {
  const route = routeDeclarer(instance, { tags: ['Recettes'] });

  route.user('GET /recipes', {
    summary: 'Mes recettes du calculateur',
    answer: recipeList,
    handle: ({ user }) => myRecipes(ctx, user.id),
  });

  route.user('POST /recipes', {
    summary: 'Enregistrer une recette (nom, mode et valeurs du calculateur)',
    body: createRecipeBody,
    status: 201,
    answer: recipeResponse,
    handle: ({ user, body }) => addRecipe(ctx, user.id, body),
  });

  route.user('PATCH /recipes/:id', {
    summary: 'Renommer une de mes recettes',
    params: idParams,
    body: renameRecipeBody,
    answer: recipeResponse,
    handle: ({ user, params, body }) => renameMyRecipe(ctx, user.id, params.id, body.name),
  });

  route.user('DELETE /recipes/:id', {
    summary: 'Supprimer une de mes recettes',
    params: idParams,
    answer: messageResponse,
    handle: ({ user, params }) => removeRecipe(ctx, user.id, params.id),
  });
}
