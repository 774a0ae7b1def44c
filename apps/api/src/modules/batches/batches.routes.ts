import {
  batchList,
  batchResponse,
  createBatchBody,
  idParams,
  messageResponse,
  updateBatchBody,
} from '@vapolib/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { routeDeclarer } from '../../lib/route.ts';
import { addBatch, changeBatch, myBatches, removeBatch } from './batches.service.ts';

export async function batchesRoutes(instance: FastifyInstance, ctx: AppContext) {
  const route = routeDeclarer(instance, { tags: ['Préparations'] });

  route({
    method: 'GET',
    url: '/preparations',
    policy: 'user',
    summary: 'Mes préparations (mélanges maison) et le jour où chacune est prête',
    answer: batchList,
    handle: ({ user }) => myBatches(ctx, user.id),
  });

  route({
    method: 'POST',
    url: '/preparations',
    policy: 'user',
    summary: 'Noter un mélange préparé (« J’ai préparé ce mélange »)',
    body: createBatchBody,
    status: 201,
    answer: batchResponse,
    handle: ({ user, body }) => addBatch(ctx, user.id, body),
  });

  route({
    method: 'PATCH',
    url: '/preparations/:id',
    policy: 'user',
    summary: 'Modifier une de mes préparations (nom, date, famille, rappel…)',
    params: idParams,
    body: updateBatchBody,
    answer: batchResponse,
    handle: ({ user, params, body }) => changeBatch(ctx, user.id, params.id, body),
  });

  route({
    method: 'DELETE',
    url: '/preparations/:id',
    policy: 'user',
    summary: 'Supprimer une de mes préparations (flacon terminé)',
    params: idParams,
    answer: messageResponse,
    handle: ({ user, params }) => removeBatch(ctx, user.id, params.id),
  });
}
