import {
  adminEliquidesCountQuery,
  adminEliquidesQuery,
  brandList,
  countResponse,
  createdWithId,
  createEliquideBody,
  duplicateEliquideResponse,
  eliquide,
  eliquideList,
  errorResponse,
  idParams,
  messageResponse,
  updateEliquideBody,
} from '@vapolib/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import {
  addLiquid,
  allLiquids,
  brandsOfRatedLiquids,
  editLiquid,
  liquidCount,
  myLiquid,
  myLiquidsJson,
  removeLiquid,
} from './eliquides.service.ts';

const tags = ['E-liquides'];
const security = [{ bearerAuth: [] }];
const userErrors = { 401: errorResponse, 404: errorResponse };

export async function eliquidesRoutes(instance: FastifyInstance, ctx: AppContext) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/eliquides/admin',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin : les e-liquides de tous les utilisateurs, du plus récent au plus ancien',
        description:
          'Filtres facultatifs : `brand`, `search` (arôme, marque, description), `sort` (newest, oldest, ' +
          'rating) et une page (`page`, `pageSize`) ; le total filtré est donné par ' +
          '`GET /eliquides/count?brand=&search=`.',
        security,
        querystring: adminEliquidesQuery,
        response: { 200: eliquideList, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => allLiquids(ctx, request.query),
  );

  app.get(
    '/eliquides/admin/brands',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin : les marques des e-liquides notés, triées',
        security,
        response: { 200: brandList, 401: errorResponse, 403: errorResponse },
      },
    },
    async () => brandsOfRatedLiquids(ctx),
  );

  app.get(
    '/eliquides/count',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin : nombre d’e-liquides notés (ou de ceux que `brand` et `search` trouvent)',
        security,
        querystring: adminEliquidesCountQuery,
        response: { 200: countResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => liquidCount(ctx, request.query),
  );

  app.get(
    '/eliquides',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Mes e-liquides, par rang',
        security,
        response: { 200: eliquideList, 401: errorResponse },
      },
    },
    // Already JSON (serialised once by the same schema and kept): Fastify sends a JSON string as it is.
    async (request, reply) =>
      (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .send(await myLiquidsJson(ctx, request.currentUser!.id)),
  );

  app.post(
    '/eliquides',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Noter un arôme (409 avec l’id du liquide existant si déjà noté)',
        security,
        body: createEliquideBody,
        response: {
          201: createdWithId,
          400: errorResponse,
          401: errorResponse,
          409: duplicateEliquideResponse,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addLiquid(ctx, request.currentUser!.id, request.body)),
  );

  app.get(
    '/eliquides/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Un de mes e-liquides',
        security,
        params: idParams,
        response: { 200: eliquide, ...userErrors },
      },
    },
    async (request) => myLiquid(ctx, request.currentUser!.id, request.params.id),
  );

  app.patch(
    '/eliquides/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Modifier la note et le commentaire',
        security,
        params: idParams,
        body: updateEliquideBody,
        response: { 200: messageResponse, 400: errorResponse, ...userErrors },
      },
    },
    async (request) => editLiquid(ctx, request.currentUser!.id, request.params.id, request.body),
  );

  app.delete(
    '/eliquides/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Supprimer un de mes e-liquides (un admin peut supprimer celui de n’importe qui)',
        security,
        params: idParams,
        response: { 200: messageResponse, ...userErrors },
      },
    },
    async (request) => removeLiquid(ctx, request.currentUser!, request.params.id),
  );
}
