import {
  idParams,
  menuLinkBody,
  menuLinkList,
  menuLinkResponse,
  menuLinkUpdateBody,
  messageResponse,
} from '@vapolib/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { routeDeclarer } from '../../lib/route.ts';
import {
  adminMenuLinks,
  createMenuLink,
  publicMenuLinks,
  removeMenuLink,
  replaceMenuLink,
  toggleMenuLinkStatus,
  toggleMenuLinkVisibility,
} from './menu.service.ts';

export async function menuRoutes(instance: FastifyInstance, ctx: AppContext) {
  const route = routeDeclarer(instance, { tags: ['Menu'] });

  route.public('GET /menu/links', {
    summary: 'Liens visibles du menu, dans l’ordre (public)',
    answer: menuLinkList,
    handle: () => publicMenuLinks(ctx),
  });

  route.admin('GET /menu/admin/links', {
    summary: 'Admin : tous les liens',
    answer: menuLinkList,
    handle: () => adminMenuLinks(ctx),
  });

  route.admin('POST /menu/admin/links', {
    summary: 'Admin : créer un lien',
    body: menuLinkBody,
    status: 201,
    answer: menuLinkResponse,
    handle: ({ body }) => createMenuLink(ctx, body),
  });

  route.admin('PUT /menu/admin/links/:id', {
    summary: 'Admin : modifier un lien (icône, ordre et états gardés s’ils ne sont pas envoyés)',
    params: idParams,
    body: menuLinkUpdateBody,
    answer: menuLinkResponse,
    handle: ({ params, body }) => replaceMenuLink(ctx, params.id, body),
  });

  route.admin('PATCH /menu/admin/links/:id/toggle-status', {
    summary: 'Admin : activer / désactiver un lien',
    params: idParams,
    answer: menuLinkResponse,
    handle: ({ params }) => toggleMenuLinkStatus(ctx, params.id),
  });

  route.admin('PATCH /menu/admin/links/:id/toggle-visibility', {
    summary: 'Admin : rendre un lien visible / invisible',
    params: idParams,
    answer: menuLinkResponse,
    handle: ({ params }) => toggleMenuLinkVisibility(ctx, params.id),
  });

  route.admin('DELETE /menu/admin/links/:id', {
    summary: 'Admin : supprimer un lien',
    params: idParams,
    answer: messageResponse,
    handle: ({ params }) => removeMenuLink(ctx, params.id),
  });
}
