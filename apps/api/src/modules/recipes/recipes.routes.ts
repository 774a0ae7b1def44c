import {
  createRecipeBody,
  errorResponse,
  idParams,
  messageResponse,
  recipeList,
  recipeResponse,
  renameRecipeBody,
} from '@vapolib/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { addRecipe, myRecipes, removeRecipe, renameMyRecipe } from './recipes.service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['Recettes'];
const userErrors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

export async function recipesRoutes(instance: FastifyInstance, ctx: AppContext) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/recipes',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Mes recettes du calculateur',
        security,
        response: { 200: recipeList, 401: errorResponse },
      },
    },
    async (request) => myRecipes(ctx, request.currentUser!.id),
  );

  app.post(
    '/recipes',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Enregistrer une recette (nom, mode et valeurs du calculateur)',
        security,
        body: createRecipeBody,
        response: { 201: recipeResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addRecipe(ctx, request.currentUser!.id, request.body)),
  );

  app.patch(
    '/recipes/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Renommer une de mes recettes',
        security,
        params: idParams,
        body: renameRecipeBody,
        response: { 200: recipeResponse, ...userErrors },
      },
    },
    async (request) => renameMyRecipe(ctx, request.currentUser!.id, request.params.id, request.body.name),
  );

  app.delete(
    '/recipes/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Supprimer une de mes recettes',
        security,
        params: idParams,
        response: { 200: messageResponse, ...userErrors },
      },
    },
    async (request) => removeRecipe(ctx, request.currentUser!.id, request.params.id),
  );
}
