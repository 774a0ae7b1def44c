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

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The spec's French fallback when the server gives no text. */
  fallback: string;
  /** Nicotine calls answer errors in `error`, the others in `message`. */
  errorField?: 'message' | 'error';
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * Calls the API under /api with the bearer token. A 401 removes the token and goes to /login;
 * any other failure throws an ApiError with the server's text or the fallback.
 */
export async function api<T>(path: string, request: ApiRequest): Promise<T> {
  const token = storedToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR);
  }
  const text = await response.text();
  let payload: unknown = null;
  try {
    payload = text ? JSON.parse(text) : null;
  } catch {
    payload = null;
  }
  if (response.ok) return payload as T;
  const body = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
  const serverText = body[request.errorField ?? 'message'];
  const message = typeof serverText === 'string' && serverText ? serverText : request.fallback;
  if (response.status === 401 && token) {
    clearToken();
    onUnauthorized();
  }
  if (response.status === 503) onMaintenance();
  throw new ApiError(response.status, message, body);
}
