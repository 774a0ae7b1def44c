import {
  adminUpdateUserBody,
  countResponse,
  errorResponse,
  idParams,
  messageResponse,
  userList,
  userResponse,
} from '@vapolib/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { adminUpdateUser, countAllUsers, deleteUser, listAllUsers, toggleUserRole } from './users.service.ts';

const tags = ['Utilisateurs'];
const security = [{ bearerAuth: [] }];
const adminErrors = { 401: errorResponse, 403: errorResponse };

export async function usersRoutes(instance: FastifyInstance, ctx: AppContext) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/auth/count',
    {
      schema: {
        tags,
        summary: 'Nombre d’utilisateurs (public, chiffres de l’accueil)',
        response: { 200: countResponse },
      },
    },
    async () => countAllUsers(ctx),
  );

  app.get(
    '/auth/users',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin : liste des utilisateurs',
        security,
        response: { 200: userList, ...adminErrors },
      },
    },
    async () => listAllUsers(ctx),
  );

  app.patch(
    '/auth/users/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin : modifier un utilisateur',
        security,
        params: idParams,
        body: adminUpdateUserBody,
        response: {
          200: userResponse,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          ...adminErrors,
        },
      },
    },
    async (request) => adminUpdateUser(ctx, request.currentUser!.id, request.params.id, request.body),
  );

  app.patch(
    '/auth/users/:id/role',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin : basculer le rôle admin / user',
        security,
        params: idParams,
        response: { 200: userResponse, 404: errorResponse, 409: errorResponse, ...adminErrors },
      },
    },
    async (request) => toggleUserRole(ctx, request.currentUser!.id, request.params.id),
  );

  app.delete(
    '/auth/users/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin : supprimer un utilisateur et toutes ses données',
        security,
        params: idParams,
        response: { 200: messageResponse, 404: errorResponse, 409: errorResponse, ...adminErrors },
      },
    },
    async (request) => deleteUser(ctx, request.currentUser!.id, request.params.id),
  );
}
