import {
  errorResponse,
  messageResponse,
  pushConfig,
  pushConfigQuery,
  pushSubscriptionBody,
  pushUnsubscribeBody,
} from '@vapolib/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { pushConfigFor, subscribe, unsubscribe } from './push.service.ts';

const tags = ['Notifications'];
const security = [{ bearerAuth: [] }];

export async function pushRoutes(instance: FastifyInstance, ctx: AppContext) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/push/config',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Clé publique VAPID, et si ce navigateur (endpoint) est abonné',
        security,
        querystring: pushConfigQuery,
        response: { 200: pushConfig, 401: errorResponse },
      },
    },
    async (request) => pushConfigFor(ctx, request.currentUser!.id, request.query.endpoint),
  );

  app.post(
    '/push/subscription',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Recevoir les rappels de résistance sur ce navigateur',
        security,
        body: pushSubscriptionBody,
        response: { 200: messageResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => subscribe(ctx, request.currentUser!.id, request.body),
  );

  app.delete(
    '/push/subscription',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Ne plus recevoir les rappels sur ce navigateur',
        security,
        body: pushUnsubscribeBody,
        response: { 200: messageResponse, 401: errorResponse },
      },
    },
    async (request) => unsubscribe(ctx, request.currentUser!.id, request.body.endpoint),
  );
}
