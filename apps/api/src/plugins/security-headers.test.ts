import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { apiHelmetOptions, securityHeaders } from './security-headers.ts';

/** The headers `@fastify/helmet` sent with the same options before they were computed once (issue 15). */
const expected = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self';worker-src 'self';manifest-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** What a JSON answer of the API carries instead: the headers that protect data, none that only a page reads. */
const api = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};
const documentOnly = Object.keys(expected).filter((name) => !(name in api));

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  const asObject = (headers: [string, string][]) =>
    Object.fromEntries(headers.map(([name, value]) => [name.toLowerCase(), value]));

  it('are helmet’s, computed once', () => {
    expect(asObject(securityHeaders())).toEqual(expected);
    expect(asObject(securityHeaders(apiHelmetOptions))).toEqual(api);
  });

  it.each([
    ['/api/docs', 200],
    ['/nulle-part.png', 404],
  ])('are all on every document: %s', async (url, status) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject(expected);
  });

  it.each([
    ['GET', '/api/maintenance', 200],
    ['GET', '/api/eliquides', 401],
    ['GET', '/api/nulle-part', 404],
    // Refused by validation, then written by the error handler.
    ['POST', '/api/auth/login', 400],
  ] as const)('protect every JSON answer of the API: %s %s', async (method, url, status) => {
    const response = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject(api);
    for (const name of documentOnly) expect(response.headers).not.toHaveProperty(name);
  });
});
