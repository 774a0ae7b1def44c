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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import {
  confirmPlanStep,
  createPlan,
  deletePlan,
  editPlan,
  nicotineStatus as readStatus,
  saveLog,
} from './nicotine.service.ts';

const tags = ['Nicotine'];
const security = [{ bearerAuth: [] }];
/** Nicotine calls answer errors in `error`, not `message` (spec §8). */
const errors = {
  400: nicotineErrorResponse,
  401: nicotineErrorResponse,
  404: nicotineErrorResponse,
  409: nicotineErrorResponse,
};

export async function nicotineRoutes(instance: FastifyInstance, ctx: AppContext) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/nicotine/status',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Plan, courbe et chiffres (404 : pas de plan)',
        description:
          'Sans plan, la réponse est 404 ; avec `noPlan=null`, elle est 200 et `null` (pour un écran qui ' +
          'demande simplement s’il y a un plan, sans erreur dans la console du navigateur).',
        security,
        querystring: nicotineStatusQuery,
        response: { 200: nicotineStatus.nullable(), ...errors },
      },
    },
    async (request) => {
      const status = await readStatus(ctx, request.currentUser!.id);
      if (!status && request.query.noPlan !== 'null') throw new AppError(404, messages.nicotineNoPlan);
      return status;
    },
  );

  app.post(
    '/nicotine/plan',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Créer mon plan de réduction',
        security,
        body: createPlanBody,
        response: { 201: messageResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPlan(ctx, request.currentUser!.id, request.body)),
  );

  app.patch(
    '/nicotine/plan/edit',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Changer l’objectif et le rythme (les paliers validés restent)',
        security,
        body: editPlanBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => editPlan(ctx, request.currentUser!.id, request.body),
  );

  app.delete(
    '/nicotine/plan',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Supprimer mon plan, ses paliers et mes relevés',
        security,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => deletePlan(ctx, request.currentUser!.id),
  );

  app.patch(
    '/nicotine/step/:id/confirm',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Répondre à « Avez-vous réussi à descendre au taux prévu ? » pour le palier en cours',
        security,
        params: idParams,
        body: confirmStepBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => confirmPlanStep(ctx, request.currentUser!.id, request.params.id, request.body.success),
  );

  app.post(
    '/nicotine/log',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Noter ma consommation du jour (le même jour à nouveau : mise à jour)',
        security,
        body: nicotineLogBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => saveLog(ctx, request.currentUser!.id, request.body),
  );
}
