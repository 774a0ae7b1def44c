import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idempotencyKeys } from '../db/schema.ts';

const KEY_PATTERN = /^[\w-]{8,100}$/;
const WRITES = new Set(['POST', 'PUT', 'PATCH']);
export const IDEMPOTENCY_RETENTION_MS = 7 * 24 * 3600 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey: string | null;
  }
}

function keyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  return WRITES.has(request.method) && typeof header === 'string' && KEY_PATTERN.test(header) ? header : null;
}

/**
 * A signed-in write sent with an `Idempotency-Key` header is answered once: a replay of the same key by the
 * same user gets the first answer again (header `Idempotent-Replay: true`) and changes nothing. The offline
 * outbox of the web app sends one key per queued write.
 */
export function registerIdempotency(app: FastifyInstance) {
  app.decorateRequest('idempotencyKey', null);

  app.addHook('preHandler', async (request, reply) => {
    const key = keyOf(request);
    const user = request.currentUser;
    if (!key || !user) return;
    const [stored] = await app.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)));
    if (stored) return reply.code(stored.statusCode).header('idempotent-replay', 'true').send(stored.body);
    request.idempotencyKey = key;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const user = request.currentUser;
    if (!request.idempotencyKey || !user || reply.statusCode >= 300 || typeof payload !== 'string')
      return payload;
    let body: unknown = null;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    await app.db
      .insert(idempotencyKeys)
      .values({ userId: user.id, key: request.idempotencyKey, statusCode: reply.statusCode, body })
      .onConflictDoNothing();
    return payload;
  });
}

/** Keys older than a week are forgotten (a queued write is sent long before that). */
export async function forgetOldIdempotencyKeys(app: FastifyInstance, now: Date) {
  await app.db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)));
}
