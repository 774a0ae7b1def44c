import { errorResponse } from '@vapolib/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Who may call a route: anyone, a signed-in user (401 otherwise), or an admin (403 for other users). */
type Policy = 'public' | 'user' | 'admin';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** An error a service answers on its own (the others are derived from the policy and the request's schemas). */
type ServiceError = 400 | 401 | 404 | 409 | 429;
type SignedInUser = NonNullable<FastifyRequest['currentUser']>;
type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;
type Answer<Schema extends z.ZodType, Headers> = Schema extends FileAnswer
  ? unknown
  : Headers extends { 'content-type': string }
    ? z.output<Schema> | string
    : z.output<Schema>;

/**
 * The answer of a route that sends a file or an image rather than one of the contracts' JSON answers: documented
 * as its status alone (plugins/swagger.ts), sent as the service returns it.
 */
export const fileAnswer = z.null().brand<'FileAnswer'>();
type FileAnswer = typeof fileAnswer;

interface RouteInput<Who extends Policy, Params, Query, Body> {
  /** The signed-in caller, read by the policy's hook; null on public routes. */
  user: Who extends 'public' ? null : SignedInUser;
  params: Parsed<Params>;
  query: Parsed<Query>;
  body: Parsed<Body>;
  /** For what a service needs beyond the parsed input: the client's address, the origin, the session. */
  request: FastifyRequest;
}

interface RouteSpec<
  Who extends Policy,
  Params extends z.ZodType | undefined,
  Query extends z.ZodType | undefined,
  Body extends z.ZodType | undefined,
  Success extends z.ZodType,
  Headers extends Record<string, string> | undefined,
> {
  summary: string;
  description?: string;
  params?: Params;
  querystring?: Query;
  body?: Body;
  consumes?: string[];
  bodyLimit?: number;
  /** Left out of the OpenAPI document (test-only routes). */
  hidden?: boolean;
  /** The success status, applied to the answer: 200 unless said. */
  status?: 201;
  /** The success answer's schema. */
  answer: Success;
  /** The errors the service answers on its own: a record it looks up (404), a conflict (409), a rate limit (429)… */
  errors?: readonly ServiceError[];
  /** An error whose body is not the usual one (409 with the existing record's id). */
  errorBodies?: Partial<Record<ServiceError, z.ZodType>>;
  /** Sent with the answer: its type when it is not JSON written by its schema, a download's file name, caching. */
  headers?: Headers;
  handle: (input: RouteInput<Who, Params, Query, Body>) => Promise<Answer<Success, Headers>>;
}

const isBytes = (answer: unknown) =>
  Buffer.isBuffer(answer) || typeof (answer as { pipe?: unknown } | null)?.pipe === 'function';

/** The method and the URL, as HTTP writes them: `PATCH /recipes/:id`. */
type MethodAndUrl = `${Method} /${string}`;

const WRITES_WITH_BODY: readonly Method[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Every error status a route can answer, besides the maintenance gate's 503 (plugins/swagger.ts):
 * 400 for a malformed id, query or body (any write may carry a body that is not JSON); 401 and 403 from the
 * policy; 404 for an id no record can carry; 409 when a signed-in write waits in vain for the same
 * Idempotency-Key (plugins/idempotency.ts); 413 and 415 for a body too large or of a type not read; and the
 * service's own.
 */
function errorStatuses(
  method: Method,
  policy: Policy,
  spec: {
    params?: unknown;
    querystring?: unknown;
    body?: unknown;
    errors?: readonly ServiceError[];
    errorBodies?: Partial<Record<ServiceError, z.ZodType>>;
  },
): number[] {
  const write = WRITES_WITH_BODY.includes(method);
  const derived: [applies: boolean, status: number][] = [
    [Boolean(spec.params || spec.querystring || spec.body) || write, 400],
    [policy !== 'public', 401],
    [policy === 'admin', 403],
    [Boolean(spec.params), 404],
    [policy !== 'public' && write, 409],
    [write, 413],
    [write, 415],
  ];
  const own = [...(spec.errors ?? []), ...Object.keys(spec.errorBodies ?? {}).map(Number)];
  return [...new Set([...derived.filter(([applies]) => applies).map(([, status]) => status), ...own])];
}

/**
 * Declares routes from what they are: method, URL, policy, documentation, request schemas, answers and the service
 * call. The hook of the policy, its security entry and every error status the route can answer are derived here,
 * once for all routes; the handler gets the inputs as parsed by their zod schemas and returns the answer.
 */
export function routeDeclarer(
  instance: FastifyInstance,
  defaults: { tags: string[]; errorResponse?: z.ZodType },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const errorBody = defaults.errorResponse ?? errorResponse;
  const declarerFor = <Who extends Policy>(policy: Who) =>
    function route<
      Params extends z.ZodType | undefined = undefined,
      Query extends z.ZodType | undefined = undefined,
      Body extends z.ZodType | undefined = undefined,
      Success extends z.ZodType = z.ZodType,
      Headers extends Record<string, string> | undefined = undefined,
    >(methodAndUrl: MethodAndUrl, spec: RouteSpec<Who, Params, Query, Body, Success, Headers>) {
      const [method, url] = methodAndUrl.split(' ') as [Method, string];
      const status = spec.status ?? 200;
      const response: Record<number, z.ZodType> = {
        [status]: spec.answer,
        ...Object.fromEntries(errorStatuses(method, policy, spec).map((code) => [code, errorBody])),
        ...(spec.errorBodies as Record<number, z.ZodType>),
      };
      app.route({
        method,
        url,
        ...(policy === 'public'
          ? {}
          : { onRequest: policy === 'admin' ? app.requireAdmin : app.authenticate }),
        ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
        schema: {
          ...(spec.hidden ? { hide: true } : {}),
          tags: defaults.tags,
          summary: spec.summary,
          ...(spec.description ? { description: spec.description } : {}),
          ...(policy === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
          ...(spec.consumes ? { consumes: spec.consumes } : {}),
          ...(spec.params ? { params: spec.params } : {}),
          ...(spec.querystring ? { querystring: spec.querystring } : {}),
          ...(spec.body ? { body: spec.body } : {}),
          response,
        },
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          const answer = await spec.handle({
            user: request.currentUser as RouteInput<Who, Params, Query, Body>['user'],
            params: request.params as Parsed<Params>,
            query: request.query as Parsed<Query>,
            body: request.body as Parsed<Body>,
            request,
          });
          reply.status(status);
          if (spec.headers) reply.headers(spec.headers);
          // A file's JSON is written as it is, not by the (empty) schema that documents it; its bytes (a Buffer or
          // a stream, a download) are sent as they are.
          if ((spec.answer as z.ZodType) === fileAnswer && typeof answer !== 'string' && !isBytes(answer))
            return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));
          return reply.send(answer);
        },
      });
    };
  return { public: declarerFor('public'), user: declarerFor('user'), admin: declarerFor('admin') };
}
