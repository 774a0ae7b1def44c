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
  idParams,
  messageResponse,
  updateEliquideBody,
} from '@vapolib/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { routeDeclarer } from '../../lib/route.ts';
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

export async function eliquidesRoutes(instance: FastifyInstance, ctx: AppContext) {
  const route = routeDeclarer(instance, { tags: ['E-liquides'] });

  route.admin('GET /eliquides/admin', {
    summary: 'Admin : les e-liquides de tous les utilisateurs, du plus récent au plus ancien',
    description:
      'Filtres facultatifs : `brand`, `search` (arôme, marque, description), `sort` (newest, oldest, ' +
      'rating) et une page (`page`, `pageSize`) ; le total filtré est donné par ' +
      '`GET /eliquides/count?brand=&search=`.',
    querystring: adminEliquidesQuery,
    answer: eliquideList,
    handle: ({ query }) => allLiquids(ctx, query),
  });

  route.admin('GET /eliquides/admin/brands', {
    summary: 'Admin : les marques des e-liquides notés, triées',
    answer: brandList,
    handle: () => brandsOfRatedLiquids(ctx),
  });

  route.admin('GET /eliquides/count', {
    summary: 'Admin : nombre d’e-liquides notés (ou de ceux que `brand` et `search` trouvent)',
    querystring: adminEliquidesCountQuery,
    answer: countResponse,
    handle: ({ query }) => liquidCount(ctx, query),
  });

  route.user('GET /eliquides', {
    summary: 'Mes e-liquides, par rang',
    answer: eliquideList,
    // Already JSON (serialised once by the same schema and kept): Fastify sends a JSON string as it is.
    headers: { 'content-type': 'application/json; charset=utf-8' },
    handle: ({ user }) => myLiquidsJson(ctx, user.id),
  });

  route.user('POST /eliquides', {
    summary: 'Noter un arôme (409 avec l’id du liquide existant si déjà noté)',
    body: createEliquideBody,
    status: 201,
    answer: createdWithId,
    errorBodies: { 409: duplicateEliquideResponse },
    handle: ({ user, body }) => addLiquid(ctx, user.id, body),
  });

  route.user('GET /eliquides/:id', {
    summary: 'Un de mes e-liquides',
    params: idParams,
    answer: eliquide,
    handle: ({ user, params }) => myLiquid(ctx, user.id, params.id),
  });

  route.user('PATCH /eliquides/:id', {
    summary: 'Modifier la note et le commentaire',
    params: idParams,
    body: updateEliquideBody,
    answer: messageResponse,
    handle: ({ user, params, body }) => editLiquid(ctx, user.id, params.id, body),
  });

  route.user('DELETE /eliquides/:id', {
    summary: 'Supprimer un de mes e-liquides (un admin peut supprimer celui de n’importe qui)',
    params: idParams,
    answer: messageResponse,
    handle: ({ user, params }) => removeLiquid(ctx, user, params.id),
  });
}
