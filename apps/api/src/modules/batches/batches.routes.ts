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

  route.user('GET /preparations', {
    summary: 'Mes préparations (mélanges maison) et le jour où chacune est prête',
    answer: batchList,
    handle: ({ user }) => myBatches(ctx, user.id),
  });

  route.user('POST /preparations', {
    summary: 'Noter un mélange préparé (« J’ai préparé ce mélange »)',
    body: createBatchBody,
    status: 201,
    answer: batchResponse,
    handle: ({ user, body }) => addBatch(ctx, user.id, body),
  });

  route.user('PATCH /preparations/:id', {
    summary: 'Modifier une de mes préparations (nom, date, famille, rappel…)',
    params: idParams,
    body: updateBatchBody,
    answer: batchResponse,
    handle: ({ user, params, body }) => changeBatch(ctx, user.id, params.id, body),
  });

  route.user('DELETE /preparations/:id', {
    summary: 'Supprimer une de mes préparations (flacon terminé)',
    params: idParams,
    answer: messageResponse,
    handle: ({ user, params }) => removeBatch(ctx, user.id, params.id),
  });
}
