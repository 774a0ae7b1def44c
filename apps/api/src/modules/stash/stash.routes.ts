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
import { addStashItem, changeStashItem, myStash, removeStashItem } from './stash.service.ts';

export async function stashRoutes(instance: FastifyInstance, ctx: AppContext) {
  const route = routeDeclarer(instance, { tags: ['Stock'] });

  route.user('GET /stock', {
    summary: 'Mon stock : bases, boosters et arômes, en mL restants (et le stock bas signalé)',
    answer: stashList,
    handle: ({ user }) => myStash(ctx, user.id),
  });

  route.user('POST /stock', {
    summary: 'Ajouter une base, un booster ou un arôme à mon stock',
    body: createStashItemBody,
    status: 201,
    answer: stashItemResponse,
    handle: ({ user, body }) => addStashItem(ctx, user.id, body),
  });

  route.user('PATCH /stock/:id', {
    summary: 'Modifier un produit de mon stock (volume restant, prix…)',
    params: idParams,
    body: updateStashItemBody,
    answer: stashItemResponse,
    handle: ({ user, params, body }) => changeStashItem(ctx, user.id, params.id, body),
  });

  route.user('DELETE /stock/:id', {
    summary: 'Retirer un produit de mon stock',
    params: idParams,
    answer: messageResponse,
    handle: ({ user, params }) => removeStashItem(ctx, user.id, params.id),
  });
}
