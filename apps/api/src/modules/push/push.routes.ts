import {
  errorResponse,
  messageResponse,
  pushConfig,
  pushConfigQuery,
  pushSubscriptionBody,
  pushUnsubscribeBody,
} from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { deleteSubscription, hasSubscription, saveSubscription } from './push.repository.ts';

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
    async (request) => ({
      publicKey: ctx.push.publicKey,
      subscribed: request.query.endpoint
        ? await hasSubscription(ctx.db, request.currentUser!.id, request.query.endpoint)
        : undefined,
    }),
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
    async (request) => {
      const { endpoint, keys } = request.body;
      await saveSubscription(ctx.db, request.currentUser!.id, { endpoint, ...keys });
      return { message: messages.pushSubscribed };
    },
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
    async (request) => {
      await deleteSubscription(ctx.db, request.currentUser!.id, request.body.endpoint);
      return { message: messages.pushUnsubscribed };
    },
  );
}
