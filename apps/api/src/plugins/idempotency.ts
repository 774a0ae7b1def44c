import { messages } from '@vapolib/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyRequest,
  onResponseAsyncHookHandler,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import type { AppContext } from '../lib/context.ts';
import { sendError } from './errors.ts';

const KEY_PATTERN = /^[\w-]{8,100}$/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const IDEMPOTENCY_RETENTION_MS = 7 * 24 * 3600 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey: string | null;
  }
}

/**
 * The stored key: the header scoped to the method and path, so the same key sent to another route (or with
 * another verb) is another write, never the replay of an unrelated answer.
 */
function keyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (!WRITES.has(request.method) || typeof header !== 'string' || !KEY_PATTERN.test(header)) return null;
  return `${request.method} ${request.url.split('?')[0]} ${header}`;
}

/** A key reserved by a request still running: the row exists, its answer not yet. */
const PENDING = 0;
const WAIT_STEP_MS = 50;
const WAIT_LIMIT_MS = 10_000;
const STALE_PENDING_SECONDS = 60;

/**
 * A one-row FROM item that turns off the wait for the WAL flush for the statement's own (implicit) transaction,
 * for the key's bookkeeping only: the reservation is flushed by the write's own commit, which comes after it in
 * the WAL (and a write that never commits needs no reservation); the stored answer is visible at once to every
 * replay and reaches the disk within PostgreSQL's wal_writer_delay (see docs/decisions.md, issue 15). One WAL
 * flush per write instead of three. PGlite accepts it too.
 */
const ASYNC_COMMIT = sql`(select set_config('synchronous_commit', 'off', true)) as async_commit`;

/**
 * A signed-in write sent with an `Idempotency-Key` header is answered once: a replay of the same key by the
 * same user gets the first answer again (header `Idempotent-Replay: true`) and changes nothing. The key is
 * reserved before the handler runs, so two copies sent at the same moment (two open tabs) run once: the
 * second waits for the first answer. A refusal frees the key, so a corrected retry can run. The offline
 * outbox of the web app sends one key per queued write.
 */
export function registerIdempotency(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('idempotencyKey', null);

  const find = async (userId: number, key: string) =>
    (
      await ctx.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    )[0];
  const release = (userId: number, key: string) =>
    ctx.db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.key, key),
          eq(idempotencyKeys.statusCode, PENDING),
        ),
      );

  const reserveKey: preHandlerAsyncHookHandler = async (request, reply) => {
    const key = keyOf(request);
    const user = request.currentUser;
    if (!key || !user) return;
    // A key still pending after a minute belongs to a request that died with its process: take it over.
    // Committed without waiting for the WAL flush (see ASYNC_COMMIT): the write's own commit flushes it.
    const reserve = async () =>
      (
        (await ctx.db.execute(sql`
          insert into ${idempotencyKeys} (user_id, key, status_code, body)
          select ${user.id}::integer, ${key}::text, ${PENDING}::integer, null::jsonb from ${ASYNC_COMMIT}
          on conflict (user_id, key) do update set created_at = now()
          where ${idempotencyKeys.statusCode} = ${PENDING}
            and ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${STALE_PENDING_SECONDS})
          returning key`)) as unknown as { rows: unknown[] }
      ).rows.length > 0;
    for (let waited = 0; waited <= WAIT_LIMIT_MS; waited += WAIT_STEP_MS) {
      if (await reserve()) {
        request.idempotencyKey = key;
        return;
      }
      const stored = await find(user.id, key);
      if (stored && stored.statusCode !== PENDING)
        return reply.code(stored.statusCode).header('idempotent-replay', 'true').send(stored.body);
      // Another copy is running (or was refused and freed the key: the next round reserves it).
      if (stored) await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    }
    return sendError(request, reply, 409, messages.idempotencyBusy);
  };

  const storeAnswer: onSendAsyncHookHandler<unknown> = async (request, reply, payload) => {
    const user = request.currentUser;
    const key = request.idempotencyKey;
    if (!key || !user) return payload;
    let body: unknown = null;
    try {
      body = typeof payload === 'string' ? JSON.parse(payload) : null;
    } catch {
      body = null;
    }
    if (reply.statusCode >= 300 || body === null) await release(user.id, key);
    else
      await ctx.db.execute(sql`
        update ${idempotencyKeys} set status_code = ${reply.statusCode}::integer, body = ${JSON.stringify(body)}::jsonb
        from ${ASYNC_COMMIT}
        where ${idempotencyKeys.userId} = ${user.id} and ${idempotencyKeys.key} = ${key}`);
    // Stored or freed: nothing left for onResponse to free.
    request.idempotencyKey = null;
    return payload;
  };

  // A request that ended without an answer (connection lost) must not hold its key forever.
  const freeUnansweredKey: onResponseAsyncHookHandler = async (request) => {
    if (request.idempotencyKey && request.currentUser)
      await release(request.currentUser.id, request.idempotencyKey);
  };

  // On the write routes only, first of their own hooks: a read never pays for three hooks that do nothing.
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().some((method) => WRITES.has(method))) return;
    route.preHandler = [reserveKey, ...hooksOf(route.preHandler)];
    route.onSend = [storeAnswer, ...hooksOf(route.onSend)];
    route.onResponse = [freeUnansweredKey, ...hooksOf(route.onResponse)];
  });
}

const hooksOf = <Hook>(hooks: Hook | Hook[] | undefined): Hook[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/** Keys older than a week are forgotten (a queued write is sent long before that). */
export async function forgetOldIdempotencyKeys(db: Db, now: Date) {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)));
}
