import {
  adminUpdateUserBody,
  countResponse,
  idParams,
  messageResponse,
  userList,
  userResponse,
} from '@vapolib/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { routeDeclarer } from '../../lib/route.ts';
import { adminUpdateUser, countAllUsers, deleteUser, listAllUsers, toggleUserRole } from './users.service.ts';

export async function usersRoutes(instance: FastifyInstance, ctx: AppContext) {
  const route = routeDeclarer(instance, { tags: ['Utilisateurs'] });

  route.public('GET /auth/count', {
    summary: 'Nombre d’utilisateurs (public, chiffres de l’accueil)',
    answer: countResponse,
    handle: () => countAllUsers(ctx),
  });

  route.admin('GET /auth/users', {
    summary: 'Admin : liste des utilisateurs',
    answer: userList,
    handle: () => listAllUsers(ctx),
  });

  route.admin('PATCH /auth/users/:id', {
    summary: 'Admin : modifier un utilisateur',
    params: idParams,
    body: adminUpdateUserBody,
    answer: userResponse,
    errors: [409],
    handle: ({ user, params, body }) => adminUpdateUser(ctx, user.id, params.id, body),
  });

  route.admin('PATCH /auth/users/:id/role', {
    summary: 'Admin : basculer le rôle admin / user',
    params: idParams,
    answer: userResponse,
    errors: [409],
    handle: ({ user, params }) => toggleUserRole(ctx, user.id, params.id),
  });

  route.admin('DELETE /auth/users/:id', {
    summary: 'Admin : supprimer un utilisateur et toutes ses données',
    params: idParams,
    answer: messageResponse,
    errors: [409],
    handle: ({ user, params }) => deleteUser(ctx, user.id, params.id),
  });
}
