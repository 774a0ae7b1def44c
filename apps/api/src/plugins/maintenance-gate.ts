import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../lib/context.ts';
import { readMaintenance } from '../modules/maintenance/index.ts';
import { routePath, sendError } from './errors.ts';

/** Calls that keep working for everyone during maintenance, so users can see it and admins can sign in. */
export const OPEN_DURING_MAINTENANCE = new Set([
  'POST /api/auth/login',
  'GET /api/maintenance',
  'GET /api/menu/links',
]);

/** While maintenance is on, every other API call of a non-admin answers 503 with the maintenance text. */
export function registerMaintenanceGate(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onRequest', async (request, reply) => {
    // The matched route, not the raw URL: `/%61pi/auth/me` is the same call and must not slip past.
    const path = routePath(request);
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) return;
    const route = `${request.method} ${path}`;
    if (OPEN_DURING_MAINTENANCE.has(route)) return;
    const status = await readMaintenance(ctx);
    if (!status.maintenance) return;
    const user = await app.resolveUser(request);
    if (user?.role === 'admin') return;
    return sendError(request, reply, 503, status.message);
  });
}
