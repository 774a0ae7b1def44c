import { messages } from '@vapolib/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

/** PostgreSQL's "character not in repertoire" and "untranslatable character", also when drizzle wraps them. */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);
function isUnstorableText(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNSTORABLE_TEXT.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Nicotine calls answer `{ error }`, every other call `{ message }` (spec §8). */
function errorBody(request: FastifyRequest, text: string) {
  return request.url.startsWith('/api/nicotine') ? { error: text } : { message: text };
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
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError)
      return sendError(request, reply, error.statusCode, error.message, error.details);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      // French in every case: the contracts give zod a French default (packages/contracts/src/zod-french.ts).
      const text = first?.message || messages.invalidRequest;
      // A malformed id in the path means the record cannot exist.
      const status = error.validationContext === 'params' ? 404 : 400;
      return sendError(request, reply, status, status === 404 ? messages.notFound : text);
    }
    if (error.statusCode === 429) return sendError(request, reply, 429, messages.tooManyRequests);
    // Text PostgreSQL cannot store (a NUL byte…) is bad input, not a server fault.
    if (isUnstorableText(error)) return sendError(request, reply, 400, messages.invalidRequest);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(request, reply, error.statusCode, messages.invalidRequest);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, messages.internalError);
  });
}
