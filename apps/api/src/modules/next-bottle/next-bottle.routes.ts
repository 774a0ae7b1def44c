import { nextBottleResponse, shoppingListResponse } from '@vapolib/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { routeDeclarer } from '../../lib/route.ts';
import { myNextBottle, myShoppingList } from './next-bottle.service.ts';

export async function nextBottleRoutes(instance: FastifyInstance, ctx: AppContext) {
  const route = routeDeclarer(instance, { tags: ['Stock'] });

  route.user('GET /stock/prochain-flacon', {
    summary: 'Le flacon de la prochaine étape du plan : taux, volume, date pour le préparer à temps',
    answer: nextBottleResponse,
    handle: ({ user }) => myNextBottle(ctx, user.id),
  });

  route.user('GET /stock/courses', {
    summary: 'Ma liste de courses : ce que les prochains flacons demandent, moins mon stock',
    answer: shoppingListResponse,
    handle: ({ user }) => myShoppingList(ctx, user.id),
  });
}
