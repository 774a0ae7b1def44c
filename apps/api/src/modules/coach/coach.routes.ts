import {
  cravingBody,
  cravingSaved,
  cravingsOverview,
  slipBody,
  slipSaved,
  smokeFreeClock,
  smokeFreeClockBody,
  smokeFreeClockSaved,
} from '@vapolib/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { routeDeclarer } from '../../lib/route.ts';
import { logCraving, logSlip, myClock, myCravings, setMyClock } from './coach.service.ts';

export async function coachRoutes(instance: FastifyInstance, ctx: AppContext) {
  const route = routeDeclarer(instance, { tags: ['Envies et écarts'] });

  route.user('GET /envies', {
    summary: 'Mes envies : les 30 derniers jours (par jour, déclencheurs, heures, ce qui aide, écarts)',
    answer: cravingsOverview,
    handle: ({ user }) => myCravings(ctx, user.id),
  });

  route.user('POST /envies', {
    summary: 'Noter une envie (intensité, et si vous le souhaitez déclencheur, ce qui a aidé, note)',
    description:
      'Envoyée avec un Idempotency-Key, elle n’est enregistrée qu’une fois même si la file hors ligne la rejoue.',
    body: cravingBody,
    status: 201,
    answer: cravingSaved,
    handle: ({ user, body }) => logCraving(ctx, user.id, body),
  });

  route.user('POST /ecarts', {
    summary: 'J’ai fumé : noter un écart (il ne remet à zéro ni le plan, ni la série, ni les badges)',
    body: slipBody,
    status: 201,
    answer: slipSaved,
    handle: ({ user, body }) => logSlip(ctx, user.id, body),
  });

  route.user('GET /compteur', {
    summary: 'Mon compteur sans tabac : la dernière cigarette et le dernier écart',
    answer: smokeFreeClock,
    handle: ({ user }) => myClock(ctx, user.id),
  });

  route.user('PUT /compteur', {
    summary: 'Régler la date de la dernière cigarette (ou l’effacer avec null)',
    body: smokeFreeClockBody,
    answer: smokeFreeClockSaved,
    handle: ({ user, body }) => setMyClock(ctx, user.id, body.lastCigaretteAt),
  });
}
