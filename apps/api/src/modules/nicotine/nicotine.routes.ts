import {
  confirmStepBody,
  createPlanBody,
  editPlanBody,
  idParams,
  messageResponse,
  nicotineErrorResponse,
  nicotineLogBody,
  nicotineStatus,
  nicotineStatusQuery,
} from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { routeDeclarer } from '../../lib/route.ts';
import {
  confirmPlanStep,
  createPlan,
  deletePlan,
  editPlan,
  halfPlanStep,
  holdPlanStep,
  nicotineStatus as readStatus,
  saveLog,
} from './nicotine.service.ts';

export async function nicotineRoutes(instance: FastifyInstance, ctx: AppContext) {
  /** Nicotine calls answer errors in `error`, not `message` (spec §8). */
  const route = routeDeclarer(instance, { tags: ['Nicotine'], errorResponse: nicotineErrorResponse });

  route.user('GET /nicotine/status', {
    summary: 'Plan, courbe et chiffres (404 : pas de plan)',
    description:
      'Sans plan, la réponse est 404 ; avec `noPlan=null`, elle est 200 et `null` (pour un écran qui ' +
      'demande simplement s’il y a un plan, sans erreur dans la console du navigateur).',
    querystring: nicotineStatusQuery,
    answer: nicotineStatus.nullable(),
    errors: [404, 409],
    handle: async ({ user, query }) => {
      const status = await readStatus(ctx, user.id);
      if (!status && query.noPlan !== 'null') throw new AppError(404, messages.nicotineNoPlan);
      return status;
    },
  });

  route.user('POST /nicotine/plan', {
    summary: 'Créer mon plan de réduction',
    body: createPlanBody,
    status: 201,
    answer: messageResponse,
    errors: [404, 409],
    handle: ({ user, body }) => createPlan(ctx, user.id, body),
  });

  route.user('PATCH /nicotine/plan/edit', {
    summary: 'Changer l’objectif et le rythme (les paliers validés restent)',
    body: editPlanBody,
    answer: messageResponse,
    errors: [404],
    handle: ({ user, body }) => editPlan(ctx, user.id, body),
  });

  route.user('DELETE /nicotine/plan', {
    summary: 'Supprimer mon plan, ses paliers et mes relevés',
    answer: messageResponse,
    errors: [404],
    handle: ({ user }) => deletePlan(ctx, user.id),
  });

  route.user('PATCH /nicotine/step/:id/confirm', {
    summary: 'Répondre à « Avez-vous réussi à descendre au taux prévu ? » pour le palier en cours',
    params: idParams,
    body: confirmStepBody,
    answer: messageResponse,
    errors: [409],
    handle: ({ user, params, body }) => confirmPlanStep(ctx, user.id, params.id, body.success),
  });

  route.user('PATCH /nicotine/step/:id/hold', {
    summary: 'Tenir le palier en cours une semaine de plus (les paliers suivants sont décalés d’autant)',
    description:
      'Proposé quand la baisse n’a pas fait baisser la nicotine par jour (`compensation` du statut), ou quand ' +
      'l’utilisateur ne se sent pas prêt (moins de 7 sur 10). La même demande rejouée par la file hors ligne ' +
      'avec son Idempotency-Key ne prolonge qu’une fois.',
    params: idParams,
    answer: messageResponse,
    errors: [409],
    handle: ({ user, params }) => holdPlanStep(ctx, user.id, params.id),
  });

  route.user('PATCH /nicotine/step/:id/half', {
    summary: 'Prendre un demi-palier : descendre dès aujourd’hui à mi-chemin du taux suivant',
    description:
      'Proposé quand l’utilisateur ne se sent pas prêt (moins de 7 sur 10) : le palier en cours est validé, un ' +
      'palier au taux à mi-chemin (6 → 5,25 mg/mL, au centième) commence aujourd’hui pour la durée du rythme, ' +
      'et les paliers suivants le suivent. 409 quand le palier en cours est l’objectif, ou quand moins de ' +
      '1 mg/mL le sépare du suivant (un demi-palier déjà pris). La même demande rejouée avec son ' +
      'Idempotency-Key ne compte qu’une fois.',
    params: idParams,
    answer: messageResponse,
    errors: [404, 409],
    handle: ({ user, params }) => halfPlanStep(ctx, user.id, params.id),
  });

  route.user('POST /nicotine/log', {
    summary: 'Noter ma consommation du jour (le même jour à nouveau : mise à jour)',
    body: nicotineLogBody,
    answer: messageResponse,
    errors: [404],
    handle: ({ user, body }) => saveLog(ctx, user.id, body),
  });
}
