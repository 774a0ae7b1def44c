import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { fileAnswer } from '../lib/route.ts';
import { OPEN_DURING_MAINTENANCE } from './maintenance-gate.ts';

const MOBILE_SCRIPT = `(() => {
  const viewport = document.createElement('meta');
  viewport.name = 'viewport';
  viewport.content = 'width=device-width, initial-scale=1';
  document.head.append(viewport);
  document.documentElement.lang = 'fr';
})();`;

type Operation = { responses?: Record<string, unknown> };
type OpenApiDocument = { paths?: Record<string, Record<string, Operation>> };

/** Every call but the few kept open answers 503 to non-admins during maintenance (the maintenance gate). */
function withMaintenanceAnswer(document: OpenApiDocument) {
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const route = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
      if (!path.startsWith('/api/') || OPEN_DURING_MAINTENANCE.has(route)) continue;
      operation.responses = {
        ...operation.responses,
        503: {
          description:
            'Maintenance en cours : le texte de maintenance (dans `error` pour les appels nicotine), sauf pour un admin.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: path.startsWith('/api/nicotine')
                  ? { error: { type: 'string' } }
                  : { message: { type: 'string' } },
              },
            },
          },
        },
      };
    }
  }
  return document;
}

/** A file's answer (lib/route.ts) is documented by its status alone: no JSON schema describes an image or a CSV. */
const transform: typeof jsonSchemaTransform = (document) => {
  const transformed = jsonSchemaTransform(document);
  const declared = (document.schema?.response ?? {}) as Record<string, unknown>;
  const documented = transformed.schema?.response as Record<string, unknown> | undefined;
  for (const [status, schema] of Object.entries(declared))
    if (schema === fileAnswer && documented) documented[status] = { type: 'null' };
  return transformed;
};

/**
 * Swagger UI's own logo, the one it would read itself: read here without waiting, since the plugin's asynchronous
 * read stood between start and the first answer for 100–300 ms on a busy machine (issue 15, docs/decisions.md).
 */
function swaggerUiLogo() {
  const pluginDir = path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui'));
  return { type: 'image/svg+xml', content: fs.readFileSync(path.join(pluginDir, 'static/logo.svg')) };
}

/** OpenAPI generated from the routes' zod schemas, served at /api/docs (JSON at /api/docs/json). */
export async function registerSwagger(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'API Vapolib',
        description: 'API de Vapolib. Authentification : jeton JWT en en-tête `Authorization: Bearer …`.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform,
    // The shared schemas (Error, User…) are $refs: the provider's own transform fills components.schemas.
    transformObject: (documents) =>
      withMaintenanceAnswer(jsonSchemaTransformObject(documents) as OpenApiDocument) as ReturnType<
        typeof jsonSchemaTransformObject
      >,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    logo: swaggerUiLogo(),
    // BaseLayout: no "Explore" bar (a URL field in English that users have no use for).
    uiConfig: { persistAuthorization: true, layout: 'BaseLayout' },
    theme: {
      title: 'Documentation de l’API Vapolib',
      // Swagger UI's page has no viewport: without one a phone shows the desktop layout, shrunk.
      js: [{ filename: 'mobile.js', content: MOBILE_SCRIPT }],
    },
  });
}
