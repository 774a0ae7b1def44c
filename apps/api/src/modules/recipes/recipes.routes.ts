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

  route({
    method: 'GET',
    url: '/recipes',
    policy: 'user',
    summary: 'Mes recettes du calculateur',
    answer: recipeList,
    handle: ({ user }) => myRecipes(ctx, user.id),
  });

  route({
    method: 'POST',
    url: '/recipes',
    policy: 'user',
    summary: 'Enregistrer une recette (nom, mode et valeurs du calculateur)',
    body: createRecipeBody,
    status: 201,
    answer: recipeResponse,
    handle: ({ user, body }) => addRecipe(ctx, user.id, body),
  });

  route({
    method: 'PATCH',
    url: '/recipes/:id',
    policy: 'user',
    summary: 'Renommer une de mes recettes',
    params: idParams,
    body: renameRecipeBody,
    answer: recipeResponse,
    handle: ({ user, params, body }) => renameMyRecipe(ctx, user.id, params.id, body.name),
  });

  route({
    method: 'DELETE',
    url: '/recipes/:id',
    policy: 'user',
    summary: 'Supprimer une de mes recettes',
    params: idParams,
    answer: messageResponse,
    handle: ({ user, params }) => removeRecipe(ctx, user.id, params.id),
  });
}
