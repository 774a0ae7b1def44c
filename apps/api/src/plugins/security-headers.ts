import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The security headers of every answer: helmet's defaults, with the web app's Content-Security-Policy. */
const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
};

/**
 * The headers helmet writes with these options, as name and value. They never depend on the request (no CSP
 * nonce), so they are computed once: `@fastify/helmet` built a new helmet middleware, CSP string included, for
 * every answer (about 5 % of the CPU of a list served from memory, issue 15).
 */
export function securityHeaders(options: HelmetOptions = helmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The API's JSON answers are data, never a page: they get the headers that protect a response (OWASP REST
 * Security Cheat Sheet: no framing, no MIME sniffing, HTTPS only, no cross-origin embedding, nothing allowed to
 * load), not the ones that only mean something to a document a browser renders (opener policy, referrer policy,
 * DNS prefetch, old IE and Flash switches) nor the web app's long Content-Security-Policy. 230 bytes instead of
 * 865 and 5 headers instead of 12 on every call: the twelve cost a small answer about a fifth of its throughput
 * (issue 15, docs/decisions.md).
 */
export const apiHelmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  xFrameOptions: { action: 'deny' },
};

/** A JSON answer of the API; the OpenAPI pages under /api/docs are documents. */
function isApiCall(url: string) {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * Sets the security headers on every answer (API, web app, 404s and errors alike), first thing. An API answer
 * gets them among Fastify's own headers (lower-case names, as Fastify keeps them): Node then writes the head
 * straight from that object, where one `setHeader` on the raw response made it copy every header of the answer
 * first (issue 15). Documents, some of them streamed by the static files plugin, get them on the raw response.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const documentHeaders = securityHeaders();
  const apiHeaders = Object.fromEntries(
    securityHeaders(apiHelmetOptions).map(([name, value]) => [name.toLowerCase(), value]),
  );
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiCall(request.url)) reply.headers(apiHeaders);
    else for (const [name, value] of documentHeaders) reply.raw.setHeader(name, value);
    done();
  });
}
