import {
  errorResponse,
  maintenanceStatus,
  setMaintenanceBody,
  setMaintenanceResponse,
} from '@vapolib/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { readMaintenance, setMaintenance } from './maintenance.service.ts';

const tags = ['Maintenance'];

export async function maintenanceRoutes(instance: FastifyInstance, ctx: AppContext) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/maintenance',
    { schema: { tags, summary: 'État du mode maintenance (public)', response: { 200: maintenanceStatus } } },
    async () => readMaintenance(ctx),
  );

  app.post(
    '/maintenance',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin : activer ou désactiver la maintenance',
        security: [{ bearerAuth: [] }],
        body: setMaintenanceBody,
        response: { 200: setMaintenanceResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => setMaintenance(ctx, request.body),
  );
}
