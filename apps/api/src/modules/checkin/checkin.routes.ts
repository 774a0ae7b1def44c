import { checkinReminder, checkinReminderAnswer, checkinReminderBody } from '@vapolib/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { routeDeclarer } from '../../lib/route.ts';
import { readReminder, setReminder, turnOff } from './checkin.service.ts';

export async function checkinRoutes(instance: FastifyInstance, ctx: AppContext) {
  const route = routeDeclarer(instance, { tags: ['Rappel quotidien'] });

  route.user('GET /rappel-quotidien', {
    summary: 'Mon rappel quotidien « Notez votre consommation du jour »',
    answer: checkinReminder,
    handle: ({ user }) => readReminder(ctx, user.id),
  });

  route.user('PUT /rappel-quotidien', {
    summary: 'Activer le rappel quotidien à une heure (Europe/Paris), ou le désactiver',
    description:
      'Envoyé par notification sur les appareils abonnés, une fois par jour au plus, seulement si aucune ' +
      'consommation n’est notée ce jour-là.',
    body: checkinReminderBody,
    answer: checkinReminderAnswer,
    handle: ({ user, body }) => setReminder(ctx, user.id, body),
  });

  route.user('DELETE /rappel-quotidien', {
    summary: 'Désactiver le rappel quotidien',
    answer: checkinReminderAnswer,
    handle: ({ user }) => turnOff(ctx, user.id),
  });
}
