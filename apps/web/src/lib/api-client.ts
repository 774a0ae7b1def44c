import createClient, {
  type ClientPathsWithMethod,
  defaultPathSerializer,
  type FetchResponse,
  type MaybeOptionalInit,
  type RequestBodyOption,
} from 'openapi-fetch';
import type { paths } from './api-schema.gen.ts';
import { clearToken, storedToken } from './auth-token.ts';

/** A failed call: the HTTP status and the French text to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Unauthorized = () => void;
let onUnauthorized: Unauthorized = () => {
  window.location.assign('/login');
};

/** The router registers how to go to /login without a full reload. */
export function setUnauthorizedHandler(handler: Unauthorized) {
  onUnauthorized = handler;
}

let onMaintenance: () => void = () => {
  if (window.location.pathname !== '/maintenance') window.location.assign('/maintenance');
};

/**
 * While maintenance is on the server answers 503 to non-admins: the router registers how to show the
 * maintenance page at once, instead of waiting for the next navigation's guard.
 */
export function setMaintenanceHandler(handler: () => void) {
  onMaintenance = handler;
}

const NETWORK_ERROR = 'Connexion impossible. Vérifiez votre réseau et réessayez.';

/** What every call says besides the route's own parameters and body. */
export interface ErrorText {
  /** The spec's French fallback when the server gives no text. */
  fallback: string;
  /** Nicotine calls answer errors in `error`, the others in `message`. */
  errorField?: 'message' | 'error';
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** The contract's paths (docs/openapi.json, under /api) that answer `method`. */
export type ApiPath<M extends HttpMethod> = ClientPathsWithMethod<ReturnType<typeof createClient<paths>>, M>;
/** A call's options: the route's parameters (path, query) and body as the contract types them, and more. */
export type ApiInit<M extends HttpMethod, P extends ApiPath<M>> = NonNullable<
  MaybeOptionalInit<paths[P], M>
> &
  ErrorText;
/** The route's successful JSON answer, as the contract types it. */
export type ApiAnswer<M extends HttpMethod, P extends ApiPath<M>> = Extract<
  FetchResponse<NonNullable<paths[P][M]>, object, 'application/json'>,
  { data: unknown }
>['data'];
/** The route's JSON body, as the contract types it. */
export type ApiBody<M extends HttpMethod, P extends ApiPath<M>> = NonNullable<
  RequestBodyOption<NonNullable<paths[P][M]>>['body']
>;

// Looked up at each call (not kept at start-up), so tests can stand a fake fetch in for the network.
const client = createClient<paths>({
  headers: { Accept: 'application/json' },
  fetch: (request) => globalThis.fetch(request),
});

type LooseInit = ErrorText & {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  parseAs?: 'json' | 'blob';
  bodySerializer?: (body: never) => unknown;
};

/**
 * Calls the API with the bearer token. A 401 removes the token and goes to /login; a 503 shows the
 * maintenance page; any failure throws an ApiError with the server's text or the fallback.
 */
async function call(method: HttpMethod, path: string, init: LooseInit): Promise<unknown> {
  const { fallback, errorField = 'message', ...options } = init;
  const token = storedToken();
  const headers = token ? { Authorization: `Bearer ${token}`, ...options.headers } : options.headers;
  let result: { data?: unknown; error?: unknown; response: Response };
  try {
    // The path and options were checked against the contract by the typed methods below.
    result = await client.request(method, path as never, { ...options, headers } as never);
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    // No answer, or a success that is not our JSON (a captive portal's page): the network is not there yet.
    throw new ApiError(0, NETWORK_ERROR);
  }
  const { data, error, response } = result;
  if (response.ok) return data ?? null;
  const body = (error && typeof error === 'object' ? error : {}) as Record<string, unknown>;
  const serverText = body[errorField];
  const message = typeof serverText === 'string' && serverText ? serverText : fallback;
  if (response.status === 401 && token) {
    clearToken();
    onUnauthorized();
  }
  if (response.status === 503) onMaintenance();
  throw new ApiError(response.status, message, body);
}

function typed<M extends HttpMethod>(method: M) {
  return <P extends ApiPath<M>>(path: P, init: ApiInit<M, P>): Promise<ApiAnswer<M, P>> =>
    call(method, path, init as LooseInit) as Promise<ApiAnswer<M, P>>;
}

/** The fallback of a list or status that could not be read (the spec's « Erreur load data », decision 0101). */
export const LOAD_FAILED_TEXT = 'Impossible de charger les données.';

/**
 * The web's one way to the API: each method takes a path of the contract, its parameters and body typed from
 * docs/openapi.json (src/lib/api-schema.gen.ts), and resolves with the typed answer or throws an ApiError.
 */
export const apiClient = {
  GET: typed('get'),
  POST: typed('post'),
  PUT: typed('put'),
  PATCH: typed('patch'),
  DELETE: typed('delete'),
  /** A GET whose answer is a file (the aroma CSV export): the body as a Blob. */
  download: <P extends ApiPath<'get'>>(
    path: P,
    init: ApiInit<'get', P> & { accept: string },
  ): Promise<Blob> => {
    const { accept, ...rest } = init;
    return call('get', path, {
      ...(rest as LooseInit),
      headers: { Accept: accept },
      parseAs: 'blob',
    }) as Promise<Blob>;
  },
  /** A POST whose body is text of another type than JSON (the aroma CSV import). */
  postText: <P extends ApiPath<'post'>>(
    path: P,
    init: ApiInit<'post', P> & { contentType: string },
  ): Promise<ApiAnswer<'post', P>> => {
    const { contentType, ...rest } = init;
    return call('post', path, {
      ...(rest as LooseInit),
      headers: { 'Content-Type': contentType },
      bodySerializer: (body: string) => body,
    }) as Promise<ApiAnswer<'post', P>>;
  },
};

/**
 * A write the outbox keeps: its method, its path with the parameters filled in (without the /api prefix, as
 * writes queued by earlier versions are kept), its body; `answer` only carries the route's answer type.
 */
export interface ResolvedWrite<T = unknown> {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body: unknown;
  readonly answer?: T;
}

/** Fills a typed write's path parameters in, so the outbox can keep it and send it again later. */
export function resolveWrite<M extends 'post' | 'put' | 'patch' | 'delete', P extends ApiPath<M>>(
  method: M,
  path: P,
  init: Omit<ApiInit<M, P>, keyof ErrorText>,
): ResolvedWrite<ApiAnswer<M, P>> {
  const { params, body } = init as unknown as LooseInit;
  const filled = params?.path ? defaultPathSerializer(path, params.path) : path;
  return {
    method: method.toUpperCase() as ResolvedWrite['method'],
    path: filled.replace(/^\/api/, ''),
    body,
  };
}

/** Sends a write the outbox kept (its path already resolved, under /api), with its Idempotency-Key. */
export function sendKeptWrite(write: ResolvedWrite & ErrorText & { id: string }): Promise<unknown> {
  return call(write.method.toLowerCase() as HttpMethod, `/api${write.path}`, {
    body: write.body,
    fallback: write.fallback,
    errorField: write.errorField,
    headers: { 'Idempotency-Key': write.id },
  });
}
