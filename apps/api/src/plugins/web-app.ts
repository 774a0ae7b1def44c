import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built PWA: hashed assets cached for a year, everything else revalidated
 * (so a new service worker is picked up).
 */
export async function registerWebApp(app: FastifyInstance, dist: string) {
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

/** Unknown API paths and missing files are a 404; any other GET is a client-side route. */
export function isClientRoute(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0]!;
  return request.method === 'GET' && !pathname.startsWith('/api') && path.extname(pathname) === '';
}

/** The landing page is its own light entry (no router, no data layer); every other route is the SPA. */
const LANDING_PATHS = new Set(['/', '/landing']);

export function sendAppShell(request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split('?')[0]!;
  const page = LANDING_PATHS.has(pathname) ? 'landing.html' : 'index.html';
  return reply.header('Cache-Control', 'no-cache').sendFile(page);
}
