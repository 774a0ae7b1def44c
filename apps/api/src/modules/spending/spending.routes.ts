import { spendingOverview, spendingProfileBody, spendingSavedResponse } from '@vapolib/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { routeDeclarer } from '../../lib/route.ts';
import { mySpending, saveMySpending } from './spending.service.ts';

export async function spendingRoutes(instance: FastifyInstance, ctx: AppContext) {
  const route = routeDeclarer(instance, { tags: ['Dépenses'] });

  route.user('GET /depenses', {
    summary: 'Mes dépenses et mes économies (ce mois-ci, et par rapport à la cigarette)',
    answer: spendingOverview,
    handle: ({ user }) => mySpending(ctx, user.id),
  });

  route.user('PUT /depenses', {
    summary: 'Enregistrer mes dépenses (le profil entier ; l’envoyer deux fois ne change rien)',
    body: spendingProfileBody,
    answer: spendingSavedResponse,
    handle: ({ user, body }) => saveMySpending(ctx, user.id, body),
  });
}
