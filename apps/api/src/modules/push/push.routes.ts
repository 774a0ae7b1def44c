import {
  messageResponse,
  pushConfig,
  pushConfigQuery,
  pushSubscriptionBody,
  pushUnsubscribeBody,
} from '@vapolib/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { routeDeclarer } from '../../lib/route.ts';
import { pushConfigFor, subscribe, unsubscribe } from './push.service.ts';

export async function pushRoutes(instance: FastifyInstance, ctx: AppContext) {
  const route = routeDeclarer(instance, { tags: ['Notifications'] });

  route.user('GET /push/config', {
    summary: 'Clé publique VAPID, et si ce navigateur (endpoint) est abonné',
    querystring: pushConfigQuery,
    answer: pushConfig,
    handle: ({ user, query }) => pushConfigFor(ctx, user.id, query.endpoint),
  });

  route.user('POST /push/subscription', {
    summary: 'Recevoir les rappels de résistance sur ce navigateur',
    body: pushSubscriptionBody,
    answer: messageResponse,
    handle: ({ user, body }) => subscribe(ctx, user.id, body),
  });

  route.user('DELETE /push/subscription', {
    summary: 'Ne plus recevoir les rappels sur ce navigateur',
    body: pushUnsubscribeBody,
    answer: messageResponse,
    handle: ({ user, body }) => unsubscribe(ctx, user.id, body.endpoint),
  });
}
