import fs from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { messages } from '@vapolib/domain';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  CapturingMailer,
  openTestDatabase,
  type TestApp,
  TestClock,
  testConfig,
} from '../test/build-test-app.ts';
import { createUser } from '../test/factories.ts';
import { buildApp } from './app.ts';

describe('the API as a whole', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { admin: { email: 'chef@vapolib.fr', password: 'chef-secret' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers an unknown API path with a French 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.routeNotFound });
  });

  it('serves the OpenAPI document with every route and bearer auth', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/users/{id}/role',
        '/api/menu/admin/links/{id}',
        '/api/maintenance',
      ]),
    );
    expect(document.components.securitySchemes.bearerAuth.scheme).toBe('bearer');
    // The maintenance gate's 503 is documented, except on the calls kept open.
    expect(document.paths['/api/eliquides'].get.responses['503']).toBeDefined();
    expect(
      document.paths['/api/nicotine/status'].get.responses['503'].content['application/json'].schema
        .properties,
    ).toHaveProperty('error');
    expect(document.paths['/api/auth/login'].post.responses['503']).toBeUndefined();
  });

  it('serves the interactive documentation, usable on a phone', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Documentation de l’API Vapolib</title>');
    expect(page.body).toContain('theme/mobile.js');
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/theme/mobile.js' });
    expect(script.body).toContain('width=device-width');
  });

  it('matches the committed docs/openapi.json (run `npm run openapi` after changing a route)', async () => {
    const committed = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/openapi.json'), 'utf8'),
    );
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.json()).toEqual(committed);
  });

  it('serves an OpenAPI document that a standard validator accepts, every $ref resolved', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    // validate() dereferences in place: give it a copy, and check the answers' shapes came through.
    const checked = (await SwaggerParser.validate(structuredClone(document))) as OpenAPIV3.Document;
    const login = checked.paths['/api/auth/login']?.post?.responses['401'] as OpenAPIV3.ResponseObject;
    const schema = login.content?.['application/json']?.schema as OpenAPIV3.SchemaObject;
    expect(schema.properties).toHaveProperty('message');
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['Error', 'User']));
  });

  it('exposes the test clock only with TEST_CLOCK=on', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/test/clock' })).statusCode).toBe(404);
    const { buildApp } = await import('./app.ts');
    const { testConfig } = await import('../test/build-test-app.ts');
    const withClock = await buildApp({
      config: testConfig({ testClock: true }),
      database: t.database,
      logger: false,
    });
    const moved = await withClock.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { offsetDays: 2 },
    });
    expect(moved.json().offsetDays).toBe(2);
    await withClock.close();
  });

  it('creates the ADMIN_EMAIL admin at start', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'chef@vapolib.fr', password: 'chef-secret' },
    });
    expect(login.json().user.role).toBe('admin');
  });

  it('keeps the same JWT secret across restarts of one database', async () => {
    const { auth } = await createUser(t.app);
    const { buildApp } = await import('./app.ts');
    const { testConfig } = await import('../test/build-test-app.ts');
    const second = await buildApp({ config: testConfig(), database: t.database, logger: false });
    const me = await second.inject({ method: 'GET', url: '/api/auth/me', headers: auth });
    expect(me.statusCode).toBe(200);
    await second.close();
  });
});

describe('request logs', () => {
  /** An app on PGlite logging at `level` into the returned lines, with a route that fails unexpectedly. */
  async function appLoggingAt(level: 'info' | 'debug') {
    const database = await openTestDatabase('pglite');
    const lines: { msg: string }[] = [];
    const app = await buildApp({
      config: testConfig({ logLevel: level }),
      database,
      mailer: new CapturingMailer(),
      clock: new TestClock(),
      logger: { level, stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    app.get('/api/test-failure', async () => {
      throw new Error('panne imprévue');
    });
    await app.ready();
    const close = async () => {
      await app.close();
      await database.close();
    };
    return { app, messages: () => lines.map((line) => line.msg), close };
  }

  it('writes no line per request at info, and still reports what goes wrong', async () => {
    const { app, messages: written, close } = await appLoggingAt('info');
    try {
      expect((await app.inject({ method: 'GET', url: '/api/maintenance' })).statusCode).toBe(200);
      expect(written()).toEqual([]);
      expect((await app.inject({ method: 'GET', url: '/api/test-failure' })).statusCode).toBe(500);
      expect(written()).toContain('unhandled error');
    } finally {
      await close();
    }
  });

  it('writes each request at debug', async () => {
    const { app, messages: written, close } = await appLoggingAt('debug');
    try {
      await app.inject({ method: 'GET', url: '/api/maintenance' });
      expect(written()).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    } finally {
      await close();
    }
  });
});
