import { maintenanceStatus, setMaintenanceBody, setMaintenanceResponse } from '@vapolib/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { routeDeclarer } from '../../lib/route.ts';
import { readMaintenance, setMaintenance } from './maintenance.service.ts';

export async function maintenanceRoutes(instance: FastifyInstance, ctx: AppContext) {
  const route = routeDeclarer(instance, { tags: ['Maintenance'] });

  route.public('GET /maintenance', {
    summary: 'État du mode maintenance (public)',
    answer: maintenanceStatus,
    handle: () => readMaintenance(ctx),
  });

  route.admin('POST /maintenance', {
    summary: 'Admin : activer ou désactiver la maintenance',
    body: setMaintenanceBody,
    answer: setMaintenanceResponse,
    handle: ({ body }) => setMaintenance(ctx, body),
  });
}
