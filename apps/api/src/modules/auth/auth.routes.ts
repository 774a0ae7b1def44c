import {
  deleteAccountBody,
  errorResponse,
  forgotPasswordBody,
  loginBody,
  loginResponse,
  messageResponse,
  registerBody,
  registerResponse,
  resetPasswordBody,
  updateMeBody,
  user,
  userResponse,
} from '@vapolib/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { exportMyData } from '../account/index.ts';
import { deleteMyAccount, presentUser, updateProfile } from '../users/index.ts';
import { forgotPassword, login, logOut, logOutEverywhere, register, resetPassword } from './auth.service.ts';

const tags = ['Compte'];

export async function authRoutes(instance: FastifyInstance, ctx: AppContext) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: 'Créer un compte',
        body: registerBody,
        response: { 201: registerResponse, 400: errorResponse, 409: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await register(ctx, request.body, request.ip)),
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Se connecter (rememberMe : jeton de 30 jours, sinon 1 jour)',
        body: loginBody,
        response: { 200: loginResponse, 400: errorResponse, 401: errorResponse, 429: errorResponse },
      },
    },
    async (request) => login(ctx, request.body, request.ip),
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags,
        summary: 'Recevoir un lien de réinitialisation (même réponse que l’adresse existe ou non)',
        body: forgotPasswordBody,
        response: { 200: messageResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request) =>
      forgotPassword(ctx, request.body.email, request.ip, `${request.protocol}://${request.host}`),
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Choisir un nouveau mot de passe avec le jeton reçu par e-mail',
        body: resetPasswordBody,
        response: { 200: messageResponse, 400: errorResponse },
      },
    },
    async (request) => resetPassword(ctx, request.body),
  );

  app.get(
    '/auth/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Mon profil',
        security: [{ bearerAuth: [] }],
        response: { 200: user, 401: errorResponse },
      },
    },
    // The row authenticate just read (memory, dropped on every instance when the user changes): no second read.
    async (request) => presentUser(request.currentUser!),
  );

  app.patch(
    '/auth/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Modifier mon e-mail, nom ou prénom',
        security: [{ bearerAuth: [] }],
        body: updateMeBody,
        response: {
          200: userResponse,
          400: errorResponse,
          401: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => updateProfile(ctx, request.currentUser!.id, request.body),
  );

  app.get(
    '/auth/me/export',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'Exporter toutes mes données (JSON)', security: [{ bearerAuth: [] }] },
    },
    async (request, reply) =>
      reply
        .header('Content-Disposition', 'attachment; filename="vapolib-mes-donnees.json"')
        .send(await exportMyData(ctx, request.currentUser!.id)),
  );

  app.delete(
    '/auth/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Supprimer mon compte et toutes mes données (mot de passe requis)',
        security: [{ bearerAuth: [] }],
        body: deleteAccountBody,
        response: {
          200: messageResponse,
          400: errorResponse,
          401: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => deleteMyAccount(ctx, request.currentUser!.id, request.body.password, request.ip),
  );

  app.post(
    '/auth/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Se déconnecter : ce jeton cesse de fonctionner (les autres appareils restent connectés)',
        security: [{ bearerAuth: [] }],
        response: { 200: messageResponse, 401: errorResponse },
      },
    },
    async (request) => logOut(ctx, request.currentUser!.id, request.currentSession!),
  );

  app.post(
    '/auth/logout-all',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Se déconnecter de tous les appareils : tous mes jetons cessent de fonctionner',
        security: [{ bearerAuth: [] }],
        response: { 200: messageResponse, 401: errorResponse },
      },
    },
    async (request) => logOutEverywhere(ctx, request.currentUser!.id),
  );
}
