import {
  errorResponse,
  idParams,
  menuLinkBody,
  menuLinkList,
  menuLinkResponse,
  menuLinkUpdateBody,
  messageResponse,
} from '@vapolib/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import {
  adminMenuLinks,
  createMenuLink,
  publicMenuLinks,
  removeMenuLink,
  replaceMenuLink,
  toggleMenuLinkStatus,
  toggleMenuLinkVisibility,
} from './menu.service.ts';

const tags = ['Menu'];
const security = [{ bearerAuth: [] }];
const adminErrors = { 401: errorResponse, 403: errorResponse };

export async function menuRoutes(instance: FastifyInstance, ctx: AppContext) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/menu/links',
    {
      schema: {
        tags,
        summary: 'Liens visibles du menu, dans l’ordre (public)',
        response: { 200: menuLinkList },
      },
    },
    async () => publicMenuLinks(ctx),
  );

  app.get(
    '/menu/admin/links',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin : tous les liens',
        security,
        response: { 200: menuLinkList, ...adminErrors },
      },
    },
    async () => adminMenuLinks(ctx),
  );

  app.post(
    '/menu/admin/links',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin : créer un lien',
        security,
        body: menuLinkBody,
        response: { 201: menuLinkResponse, 400: errorResponse, ...adminErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createMenuLink(ctx, request.body)),
  );

  app.put(
    '/menu/admin/links/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin : modifier un lien (icône, ordre et états gardés s’ils ne sont pas envoyés)',
        security,
        params: idParams,
        body: menuLinkUpdateBody,
        response: { 200: menuLinkResponse, 400: errorResponse, 404: errorResponse, ...adminErrors },
      },
    },
    async (request) => replaceMenuLink(ctx, request.params.id, request.body),
  );

  app.patch(
    '/menu/admin/links/:id/toggle-status',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin : activer / désactiver un lien',
        security,
        params: idParams,
        response: { 200: menuLinkResponse, 404: errorResponse, ...adminErrors },
      },
    },
    async (request) => toggleMenuLinkStatus(ctx, request.params.id),
  );

  app.patch(
    '/menu/admin/links/:id/toggle-visibility',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin : rendre un lien visible / invisible',
        security,
        params: idParams,
        response: { 200: menuLinkResponse, 404: errorResponse, ...adminErrors },
      },
    },
    async (request) => toggleMenuLinkVisibility(ctx, request.params.id),
  );

  app.delete(
    '/menu/admin/links/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin : supprimer un lien',
        security,
        params: idParams,
        response: { 200: messageResponse, 404: errorResponse, ...adminErrors },
      },
    },
    async (request) => removeMenuLink(ctx, request.params.id),
  );
}
