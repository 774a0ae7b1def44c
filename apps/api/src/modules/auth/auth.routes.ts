import {
  deleteAccountBody,
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
import type { AppContext } from '../../lib/context.ts';
import { fileAnswer, routeDeclarer } from '../../lib/route.ts';
import { exportMyData } from '../account/index.ts';
import { deleteMyAccount, presentUser, updateProfile } from '../users/index.ts';
import { forgotPassword, login, logOut, logOutEverywhere, register, resetPassword } from './auth.service.ts';

export async function authRoutes(instance: FastifyInstance, ctx: AppContext) {
  const route = routeDeclarer(instance, { tags: ['Compte'] });

  route.public('POST /auth/register', {
    summary: 'Créer un compte',
    body: registerBody,
    status: 201,
    answer: registerResponse,
    errors: [409, 429],
    handle: ({ body, request }) => register(ctx, body, request.ip),
  });

  route.public('POST /auth/login', {
    summary: 'Se connecter (rememberMe : jeton de 30 jours, sinon 1 jour)',
    body: loginBody,
    answer: loginResponse,
    errors: [401, 429],
    handle: ({ body, request }) => login(ctx, body, request.ip),
  });

  route.public('POST /auth/forgot-password', {
    summary: 'Recevoir un lien de réinitialisation (même réponse que l’adresse existe ou non)',
    body: forgotPasswordBody,
    answer: messageResponse,
    errors: [429],
    handle: ({ body, request }) =>
      forgotPassword(ctx, body.email, request.ip, `${request.protocol}://${request.host}`),
  });

  route.public('POST /auth/reset-password', {
    summary: 'Choisir un nouveau mot de passe avec le jeton reçu par e-mail',
    body: resetPasswordBody,
    answer: messageResponse,
    handle: ({ body }) => resetPassword(ctx, body),
  });

  route.user('GET /auth/me', {
    summary: 'Mon profil',
    answer: user,
    // The row authenticate just read (memory, dropped on every instance when the user changes): no second read.
    handle: async (signedIn) => presentUser(signedIn.user),
  });

  route.user('PATCH /auth/me', {
    summary: 'Modifier mon e-mail, nom ou prénom',
    body: updateMeBody,
    answer: userResponse,
    errors: [404, 409],
    handle: (signedIn) => updateProfile(ctx, signedIn.user.id, signedIn.body),
  });

  route.user('GET /auth/me/export', {
    summary: 'Exporter toutes mes données (JSON)',
    answer: fileAnswer,
    headers: { 'content-disposition': 'attachment; filename="vapolib-mes-donnees.json"' },
    errors: [404],
    handle: (signedIn) => exportMyData(ctx, signedIn.user.id),
  });

  route.user('DELETE /auth/me', {
    summary: 'Supprimer mon compte et toutes mes données (mot de passe requis)',
    body: deleteAccountBody,
    answer: messageResponse,
    errors: [404, 409, 429],
    handle: (signedIn) => deleteMyAccount(ctx, signedIn.user.id, signedIn.body.password, signedIn.request.ip),
  });

  route.user('POST /auth/logout', {
    summary: 'Se déconnecter : ce jeton cesse de fonctionner (les autres appareils restent connectés)',
    answer: messageResponse,
    handle: (signedIn) => logOut(ctx, signedIn.user.id, signedIn.request.currentSession!),
  });

  route.user('POST /auth/logout-all', {
    summary: 'Se déconnecter de tous les appareils : tous mes jetons cessent de fonctionner',
    answer: messageResponse,
    handle: (signedIn) => logOutEverywhere(ctx, signedIn.user.id),
  });
}
