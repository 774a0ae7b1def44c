import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const MOBILE_SCRIPT = `(() => {
  const viewport = document.createElement('meta');
  viewport.name = 'viewport';
  viewport.content = 'width=device-width, initial-scale=1';
  document.head.append(viewport);
  document.documentElement.lang = 'fr';
})();`;

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
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // BaseLayout: no "Explore" bar (a URL field in English that users have no use for).
    uiConfig: { persistAuthorization: true, layout: 'BaseLayout' },
    theme: {
      title: 'Documentation de l’API Vapolib',
      // Swagger UI's page has no viewport: without one a phone shows the desktop layout, shrunk.
      js: [{ filename: 'mobile.js', content: MOBILE_SCRIPT }],
    },
  });
}
