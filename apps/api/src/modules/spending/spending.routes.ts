import {
  errorResponse,
  spendingOverview,
  spendingProfileBody,
  spendingSavedResponse,
} from '@vapolib/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { mySpending, saveMySpending } from './spending.service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['Dépenses'];

export async function spendingRoutes(instance: FastifyInstance, ctx: AppContext) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/depenses',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Mes dépenses et mes économies (ce mois-ci, et par rapport à la cigarette)',
        security,
        response: { 200: spendingOverview, 401: errorResponse },
      },
    },
    async (request) => mySpending(ctx, request.currentUser!.id),
  );

  app.put(
    '/depenses',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Enregistrer mes dépenses (le profil entier ; l’envoyer deux fois ne change rien)',
        security,
        body: spendingProfileBody,
        response: { 200: spendingSavedResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => saveMySpending(ctx, request.currentUser!.id, request.body),
  );
}
