import {
  createStashItemBody,
  idParams,
  messageResponse,
  stashItemResponse,
  stashList,
  updateStashItemBody,
} from '@vapolib/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { routeDeclarer } from '../../lib/route.ts';
import { addStashItem, changeStashItem, type LastRecipe, myStash, removeStashItem } from './stash.service.ts';

/** `lastRecipe`: the last batch's calculation, which low stock is measured by (the batches module's, via app.ts). */
export async function stashRoutes(instance: FastifyInstance, ctx: AppContext, lastRecipe: LastRecipe) {
  const route = routeDeclarer(instance, { tags: ['Stock'] });

  route.user('GET /stock', {
    summary: 'Mon stock : bases, boosters et arômes, en mL restants (et le stock bas signalé)',
    answer: stashList,
    handle: ({ user }) => myStash(ctx, user.id, lastRecipe),
  });

  route.user('POST /stock', {
    summary: 'Ajouter une base, un booster ou un arôme à mon stock',
    body: createStashItemBody,
    status: 201,
    answer: stashItemResponse,
    handle: ({ user, body }) => addStashItem(ctx, user.id, body, lastRecipe),
  });

  route.user('PATCH /stock/:id', {
    summary: 'Modifier un produit de mon stock (volume restant, prix…)',
    params: idParams,
    body: updateStashItemBody,
    answer: stashItemResponse,
    handle: ({ user, params, body }) => changeStashItem(ctx, user.id, params.id, body, lastRecipe),
  });

  route.user('DELETE /stock/:id', {
    summary: 'Retirer un produit de mon stock',
    params: idParams,
    answer: messageResponse,
    handle: ({ user, params }) => removeStashItem(ctx, user.id, params.id),
  });
}
