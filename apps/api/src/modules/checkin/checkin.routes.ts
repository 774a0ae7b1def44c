import {
  checkinReminder,
  checkinReminderAnswer,
  checkinReminderBody,
  errorResponse,
} from '@vapolib/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { readReminder, setReminder, turnOff } from './checkin.service.ts';

const tags = ['Rappel quotidien'];
const security = [{ bearerAuth: [] }];

export async function checkinRoutes(instance: FastifyInstance, ctx: AppContext) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/rappel-quotidien',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Mon rappel quotidien « Notez votre consommation du jour »',
        security,
        response: { 200: checkinReminder, 401: errorResponse },
      },
    },
    async (request) => readReminder(ctx, request.currentUser!.id),
  );

  app.put(
    '/rappel-quotidien',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Activer le rappel quotidien à une heure (Europe/Paris), ou le désactiver',
        description:
          'Envoyé par notification sur les appareils abonnés, une fois par jour au plus, seulement si aucune ' +
          'consommation n’est notée ce jour-là.',
        security,
        body: checkinReminderBody,
        response: { 200: checkinReminderAnswer, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => setReminder(ctx, request.currentUser!.id, request.body),
  );

  app.delete(
    '/rappel-quotidien',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Désactiver le rappel quotidien',
        security,
        response: { 200: checkinReminderAnswer, 401: errorResponse },
      },
    },
    async (request) => turnOff(ctx, request.currentUser!.id),
  );
}
