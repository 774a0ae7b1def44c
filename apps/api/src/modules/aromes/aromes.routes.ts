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
  idParams,
  messageResponse,
  updateAromeBody,
} from '@vapolib/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { fileAnswer, routeDeclarer } from '../../lib/route.ts';
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

const CSV_LIMIT = 20 * 1024 * 1024;

export async function aromesRoutes(instance: FastifyInstance, ctx: AppContext) {
  const route = routeDeclarer(instance, { tags: ['Arômes'] });
  instance.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: CSV_LIMIT },
    (_request, body, done) => done(null, body),
  );

  route.user('GET /aromes/search', {
    summary: 'Chercher un arôme actif (accents et casse ignorés, 20 résultats au plus)',
    querystring: aromeSearchQuery,
    answer: aromeList,
    handle: ({ query }) => searchAromes(ctx, query.name, query.brand),
  });

  route.user('GET /aromes/brands', {
    summary: 'Marques des arômes actifs, triées',
    answer: brandList,
    handle: () => brandsOfActiveAromes(ctx),
  });

  route.public('GET /aromes/count', {
    summary: 'Nombre d’arômes du catalogue (public), ou de ceux que `search` trouve',
    querystring: aromeCountQuery,
    answer: countResponse,
    handle: ({ query }) => aromeCount(ctx, query.search),
  });

  route.public('GET /aromes/:id/image.svg', {
    summary: 'Image générée d’un arôme (famille de saveur et marque)',
    params: idParams,
    answer: fileAnswer,
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
    handle: ({ params }) => aromeImage(ctx, params.id),
  });

  route.admin('GET /aromes', {
    summary: 'Admin : tout le catalogue, ou une page (page, pageSize) des arômes que `search` trouve',
    description:
      'Ordre : marque puis nom. Sans `page` ni `pageSize`, toute la liste ; le total d’une recherche est ' +
      'donné par `GET /aromes/count?search=`.',
    querystring: aromeListQuery,
    answer: aromeList,
    handle: ({ query }) => listCatalogue(ctx, query),
  });

  route.admin('GET /aromes/export', {
    summary: 'Admin : exporter le catalogue en CSV (brand,name,image_url,status)',
    answer: fileAnswer,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="aromes.csv"',
    },
    handle: () => exportCatalogue(ctx),
  });

  route.admin('POST /aromes/import', {
    bodyLimit: CSV_LIMIT,
    summary: 'Admin : importer un CSV (brand,name[,image_url]) ; les doublons sont ignorés',
    consumes: ['text/csv'],
    body: aromeCsvBody,
    answer: aromeImportReport,
    handle: ({ body }) => importCatalogue(ctx, body),
  });

  route.admin('POST /aromes', {
    summary: 'Admin : ajouter un arôme',
    body: createAromeBody,
    status: 201,
    answer: createdWithId,
    errors: [409],
    handle: ({ body }) => createArome(ctx, body),
  });

  route.admin('PATCH /aromes/:id', {
    summary: 'Admin : changer le statut seul, ou nom, marque, image et statut',
    params: idParams,
    body: updateAromeBody,
    answer: messageResponse,
    errors: [409],
    handle: ({ params, body }) => editArome(ctx, params.id, body),
  });

  route.admin('DELETE /aromes/:id', {
    summary: 'Admin : supprimer un arôme que personne n’a noté (sinon 409 : le désactiver)',
    params: idParams,
    answer: messageResponse,
    errors: [409],
    handle: ({ params }) => removeArome(ctx, params.id),
  });
}
