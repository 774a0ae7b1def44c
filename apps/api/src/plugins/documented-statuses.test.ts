import { messageResponse } from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildAppBeside, buildBeforeAll, type TestApp } from '../../test/build-test-app.ts';
import { type CreatedUser, createAdminAndUser } from '../../test/factories.ts';

/** A JSON body over the 1 MiB limit. */
const oversized = { text: 'x'.repeat(1024 * 1024 + 1) };

describe('the OpenAPI document lists every status an answer carries', () => {
  let t: TestApp;
  let admin: CreatedUser;
  let user: CreatedUser;
  buildBeforeAll('pglite', async (built) => {
    t = built;
    ({ admin, user } = await createAdminAndUser(t.app));
  });

  it('documents the 413 of an oversized body and the 400 of a malformed id', async () => {
    const cases = [
      {
        method: 'POST',
        url: '/api/auth/register',
        payload: oversized,
        status: 413,
        path: '/api/auth/register',
      },
      {
        method: 'POST',
        url: '/api/eliquides',
        payload: oversized,
        status: 413,
        path: '/api/eliquides',
        who: user,
      },
      { method: 'GET', url: '/api/eliquides/abc', status: 400, path: '/api/eliquides/{id}', who: user },
      { method: 'DELETE', url: '/api/auth/users/abc', status: 400, path: '/api/auth/users/{id}', who: admin },
    ] as const;
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const { method, url, payload, status, path, who } of cases as readonly {
      method: 'GET' | 'POST' | 'DELETE';
      url: string;
      payload?: object;
      status: number;
      path: string;
      who?: CreatedUser;
    }[]) {
      const response = await t.app.inject({ method, url, payload, headers: who?.auth });
      expect(response.statusCode, `${method} ${url}`).toBe(status);
      expect(
        Object.keys(document.paths[path][method.toLowerCase()].responses),
        `${method} ${path}`,
      ).toContain(String(status));
    }
  });

  it('turns an answer whose status its route does not document into a 500 when responses are checked', async () => {
    const withTeapot = async (checkResponses: boolean) => {
      const app: FastifyInstance = await buildAppBeside(t, { checkResponses });
      app.get('/api/teapot', { schema: { response: { 200: messageResponse } } }, async (_request, reply) =>
        (reply as FastifyReply).code(418).send({ message: 'théière' }),
      );
      await app.ready();
      const response = await app.inject({ method: 'GET', url: '/api/teapot' });
      await app.close();
      return response;
    };
    const checked = await withTeapot(true);
    expect(checked.statusCode).toBe(500);
    expect(checked.json()).toEqual({ message: messages.internalError });
    expect((await withTeapot(false)).statusCode).toBe(418);
  });
});
