import {
  aromeCountQuery,
  aromeCsvBody,
  aromeImportReport,
  aromeList,
  aromeListQuery,
  aromeSearchQuery,
  brandList,
  countResponse,
  createAromeBody,
  createdWithId,
  errorResponse,
  idParams,
  messageResponse,
  updateAromeBody,
} from '@vapolib/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import {
  aromeCount,
  aromeImage,
  brandsOfActiveAromes,
  createArome,
  editArome,
  exportCatalogue,
  importCatalogue,
  listCatalogue,
  removeArome,
  searchAromes,
} from './aromes.service.ts';

const tags = ['Arômes'];
const security = [{ bearerAuth: [] }];
const adminErrors = { 401: errorResponse, 403: errorResponse };

export async function aromesRoutes(instance: FastifyInstance, ctx: AppContext) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: 20 * 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/aromes/search',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Chercher un arôme actif (accents et casse ignorés, 20 résultats au plus)',
        security,
        querystring: aromeSearchQuery,
        response: { 200: aromeList, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => searchAromes(ctx, request.query.name, request.query.brand),
  );

  app.get(
    '/aromes/brands',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Marques des arômes actifs, triées',
        security,
        response: { 200: brandList, 401: errorResponse },
      },
    },
    async () => brandsOfActiveAromes(ctx),
  );

  app.get(
    '/aromes/count',
    {
      schema: {
        tags,
        summary: 'Nombre d’arômes du catalogue (public), ou de ceux que `search` trouve',
        querystring: aromeCountQuery,
        response: { 200: countResponse, 400: errorResponse },
      },
    },
    async (request) => aromeCount(ctx, request.query.search),
  );

  app.get(
    '/aromes/:id/image.svg',
    {
      schema: { tags, summary: 'Image générée d’un arôme (famille de saveur et marque)', params: idParams },
    },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('Cache-Control', 'public, max-age=86400')
        .send(await aromeImage(ctx, request.params.id)),
  );

  app.get(
    '/aromes',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin : tout le catalogue, ou une page (page, pageSize) des arômes que `search` trouve',
        description:
          'Ordre : marque puis nom. Sans `page` ni `pageSize`, toute la liste ; le total d’une recherche est ' +
          'donné par `GET /aromes/count?search=`.',
        security,
        querystring: aromeListQuery,
        response: { 200: aromeList, 400: errorResponse, ...adminErrors },
      },
    },
    async (request) => listCatalogue(ctx, request.query),
  );

  app.get(
    '/aromes/export',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin : exporter le catalogue en CSV (brand,name,image_url,status)',
        security,
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="aromes.csv"')
        .send(await exportCatalogue(ctx)),
  );

  app.post(
    '/aromes/import',
    {
      onRequest: app.requireAdmin,
      bodyLimit: 20 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Admin : importer un CSV (brand,name[,image_url]) ; les doublons sont ignorés',
        security,
        consumes: ['text/csv'],
        body: aromeCsvBody,
        response: { 200: aromeImportReport, 400: errorResponse, ...adminErrors },
      },
    },
    async (request) => importCatalogue(ctx, request.body),
  );

  app.post(
    '/aromes',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin : ajouter un arôme',
        security,
        body: createAromeBody,
        response: { 201: createdWithId, 400: errorResponse, 409: errorResponse, ...adminErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createArome(ctx, request.body)),
  );

  app.patch(
    '/aromes/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin : changer le statut seul, ou nom, marque, image et statut',
        security,
        params: idParams,
        body: updateAromeBody,
        response: {
          200: messageResponse,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          ...adminErrors,
        },
      },
    },
    async (request) => editArome(ctx, request.params.id, request.body),
  );

  app.delete(
    '/aromes/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin : supprimer un arôme que personne n’a noté (sinon 409 : le désactiver)',
        security,
        params: idParams,
        response: { 200: messageResponse, 404: errorResponse, 409: errorResponse, ...adminErrors },
      },
    },
    async (request) => removeArome(ctx, request.params.id),
  );
}
