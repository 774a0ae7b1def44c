import { messages } from '@vapolib/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { containsUnstorableText } from '../lib/unstorable-text.ts';

/**
 * PostgreSQL's class 22 "data exception", also when drizzle wraps it: a value the database refuses to store or
 * read (a NUL byte or a character with no UTF-8 form, a number too small or too big for its column, a date out of
 * range…). The caller sent it, so it is bad input, not a server fault.
 */
function isDataException(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The route's own path when one matched, else the decoded request path: `/api/%6eicotine/status` is the nicotine
 * route and must answer like it.
 */
export function routePath(request: FastifyRequest): string {
  const route = request.routeOptions?.url;
  if (route) return route;
  const raw = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Nicotine calls answer `{ error }`, every other call `{ message }` (spec §8). */
function errorBody(request: FastifyRequest, text: string) {
  return routePath(request).startsWith('/api/nicotine') ? { error: text } : { message: text };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  text: string,
  details?: Record<string, unknown>,
) {
  return reply.status(status).send({ ...details, ...errorBody(request, text) });
}

export function registerErrorHandling(app: FastifyInstance) {
  // Text no database can store (NUL, half a UTF-16 pair) is refused before any route reads it, in the body, the
  // query or the path alike; the database's own refusal below stays the backstop.
  app.addHook('preValidation', async (request, reply) => {
    if ([request.body, request.query, request.params].some((part) => containsUnstorableText(part))) {
      return sendError(request, reply, 400, messages.invalidRequest);
    }
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError)
      return sendError(request, reply, error.statusCode, error.message, error.details);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      // French in every case: the validator parses with the contracts' French error map (plugins/validation.ts).
      const text = first?.message || messages.invalidRequest;
      // An id in the path that no record can carry (0, above 2 147 483 647) is a 404; one not written in plain
      // digits ("0x10", "1e3", " 1") is a 400, like any other malformed input.
      const status = error.validationContext === 'params' && text === messages.notFound ? 404 : 400;
      return sendError(request, reply, status, text);
    }
    if (error.statusCode === 429) return sendError(request, reply, 429, messages.tooManyRequests);
    if (isDataException(error)) return sendError(request, reply, 400, messages.invalidRequest);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(request, reply, error.statusCode, messages.invalidRequest);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, messages.internalError);
  });
}
