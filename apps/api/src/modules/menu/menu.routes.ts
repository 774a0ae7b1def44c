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

  route({
    method: 'GET',
    url: '/menu/links',
    policy: 'public',
    summary: 'Liens visibles du menu, dans l’ordre (public)',
    answer: menuLinkList,
    handle: () => publicMenuLinks(ctx),
  });

  route({
    method: 'GET',
    url: '/menu/admin/links',
    policy: 'admin',
    summary: 'Admin : tous les liens',
    answer: menuLinkList,
    handle: () => adminMenuLinks(ctx),
  });

  route({
    method: 'POST',
    url: '/menu/admin/links',
    policy: 'admin',
    summary: 'Admin : créer un lien',
    body: menuLinkBody,
    status: 201,
    answer: menuLinkResponse,
    handle: ({ body }) => createMenuLink(ctx, body),
  });

  route({
    method: 'PUT',
    url: '/menu/admin/links/:id',
    policy: 'admin',
    summary: 'Admin : modifier un lien (icône, ordre et états gardés s’ils ne sont pas envoyés)',
    params: idParams,
    body: menuLinkUpdateBody,
    answer: menuLinkResponse,
    handle: ({ params, body }) => replaceMenuLink(ctx, params.id, body),
  });

  route({
    method: 'PATCH',
    url: '/menu/admin/links/:id/toggle-status',
    policy: 'admin',
    summary: 'Admin : activer / désactiver un lien',
    params: idParams,
    answer: menuLinkResponse,
    handle: ({ params }) => toggleMenuLinkStatus(ctx, params.id),
  });

  route({
    method: 'PATCH',
    url: '/menu/admin/links/:id/toggle-visibility',
    policy: 'admin',
    summary: 'Admin : rendre un lien visible / invisible',
    params: idParams,
    answer: menuLinkResponse,
    handle: ({ params }) => toggleMenuLinkVisibility(ctx, params.id),
  });

  route({
    method: 'DELETE',
    url: '/menu/admin/links/:id',
    policy: 'admin',
    summary: 'Admin : supprimer un lien',
    params: idParams,
    answer: messageResponse,
    handle: ({ params }) => removeMenuLink(ctx, params.id),
  });
}
