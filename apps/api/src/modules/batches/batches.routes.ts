import {
  batchList,
  batchResponse,
  createBatchBody,
  errorResponse,
  idParams,
  messageResponse,
  updateBatchBody,
} from '@vapolib/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { addBatch, changeBatch, myBatches, removeBatch } from './batches.service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['Préparations'];
const userErrors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

export async function batchesRoutes(instance: FastifyInstance, ctx: AppContext) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/preparations',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Mes préparations (mélanges maison) et le jour où chacune est prête',
        security,
        response: { 200: batchList, 401: errorResponse },
      },
    },
    async (request) => myBatches(ctx, request.currentUser!.id),
  );

  app.post(
    '/preparations',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Noter un mélange préparé (« J’ai préparé ce mélange »)',
        security,
        body: createBatchBody,
        response: { 201: batchResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addBatch(ctx, request.currentUser!.id, request.body)),
  );

  app.patch(
    '/preparations/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Modifier une de mes préparations (nom, date, famille, rappel…)',
        security,
        params: idParams,
        body: updateBatchBody,
        response: { 200: batchResponse, ...userErrors },
      },
    },
    async (request) => changeBatch(ctx, request.currentUser!.id, request.params.id, request.body),
  );

  app.delete(
    '/preparations/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Supprimer une de mes préparations (flacon terminé)',
        security,
        params: idParams,
        response: { 200: messageResponse, ...userErrors },
      },
    },
    async (request) => removeBatch(ctx, request.currentUser!.id, request.params.id),
  );
}
