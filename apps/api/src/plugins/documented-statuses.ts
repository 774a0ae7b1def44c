import type { FastifyInstance } from 'fastify';

type OpenApiDocument = { paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>> };

/** `GET /api/eliquides/{id}` → the statuses its operation lists in the OpenAPI document. */
function statusesByOperation(document: OpenApiDocument): Map<string, Set<number>> {
  const statuses = new Map<string, Set<number>>();
  for (const [path, operations] of Object.entries(document.paths ?? {}))
    for (const [method, operation] of Object.entries(operations))
      statuses.set(
        `${method.toUpperCase()} ${path}`,
        new Set(Object.keys(operation.responses ?? {}).map(Number)),
      );
  return statuses;
}

/**
 * With CHECK_RESPONSES (integration tests, the e2e server): an answer whose status the OpenAPI document does not
 * list for its route fails as a 500, the reason in the log, like an answer that breaks its schema
 * (plugins/serialization.ts). Every test and journey thereby checks that the document lists every answer.
 */
export function registerDocumentedStatusCheck(app: FastifyInstance) {
  let documented: Map<string, Set<number>> | undefined;
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    // A 500 is the check's own failure, or a fault that fails its test already.
    if (!route || reply.statusCode === 500) return payload;
    // Built on the first answer: the document is complete only once every route is registered.
    documented ??= statusesByOperation(app.swagger() as OpenApiDocument);
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const operation = `${method} ${route.replace(/:(\w+)/g, '{$1}')}`;
    const statuses = documented.get(operation);
    if (statuses && !statuses.has(reply.statusCode)) {
      const reason = `${operation} a répondu ${reply.statusCode}, un statut que le document OpenAPI ne liste pas pour cette route (${[...statuses].join(', ')})`;
      // A 500 of its own: an error answer (413…) failing here would otherwise keep its status.
      throw Object.assign(new Error(reason), { statusCode: 500 });
    }
    return payload;
  });
}
