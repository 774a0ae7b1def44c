import {
  adminCigaretteList,
  adminResistanceList,
  cigaretteList,
  cigaretteResponse,
  createCigaretteBody,
  createResistanceBody,
  errorResponse,
  idParams,
  messageResponse,
  resistanceList,
  resistanceResponse,
  updateResistanceBody,
} from '@vapolib/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import {
  addCoil,
  addDevice,
  allCoils,
  allDevices,
  changeCoil,
  myCoils,
  myDevices,
  removeCoil,
  removeDevice,
} from './devices.service.ts';

const security = [{ bearerAuth: [] }];
const userErrors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };
const adminErrors = { 401: errorResponse, 403: errorResponse };

export async function devicesRoutes(instance: FastifyInstance, ctx: AppContext) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const coilTags = ['Résistances'];
  const deviceTags = ['Cigarettes'];

  app.get(
    '/resistance',
    {
      onRequest: app.authenticate,
      schema: {
        tags: coilTags,
        summary: 'Mes résistances',
        security,
        response: { 200: resistanceList, 401: errorResponse },
      },
    },
    async (request) => myCoils(ctx, request.currentUser!.id),
  );

  app.get(
    '/resistance/admin',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: coilTags,
        summary: 'Admin : les résistances de tous',
        security,
        response: { 200: adminResistanceList, ...adminErrors },
      },
    },
    async () => allCoils(ctx),
  );

  app.post(
    '/resistance',
    {
      onRequest: app.authenticate,
      schema: {
        tags: coilTags,
        summary: 'Ajouter une résistance à une de mes cigarettes',
        security,
        body: createResistanceBody,
        response: { 201: resistanceResponse, ...userErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addCoil(ctx, request.currentUser!.id, request.body)),
  );

  app.put(
    '/resistance/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: coilTags,
        summary: '« Changer » : nouvelle date d’installation, rappel réarmé',
        security,
        params: idParams,
        body: updateResistanceBody,
        response: { 200: resistanceResponse, ...userErrors },
      },
    },
    async (request) => changeCoil(ctx, request.currentUser!.id, request.params.id, request.body),
  );

  app.delete(
    '/resistance/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: coilTags,
        summary: 'Supprimer une de mes résistances (un admin : celle de n’importe qui)',
        security,
        params: idParams,
        response: { 200: messageResponse, ...userErrors },
      },
    },
    async (request) => removeCoil(ctx, request.currentUser!, request.params.id),
  );

  app.get(
    '/cigarettes',
    {
      onRequest: app.authenticate,
      schema: {
        tags: deviceTags,
        summary: 'Mes cigarettes',
        security,
        response: { 200: cigaretteList, 401: errorResponse },
      },
    },
    async (request) => myDevices(ctx, request.currentUser!.id),
  );

  app.get(
    '/cigarettes/admin',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: deviceTags,
        summary: 'Admin : les cigarettes de tous',
        security,
        response: { 200: adminCigaretteList, ...adminErrors },
      },
    },
    async () => allDevices(ctx),
  );

  app.post(
    '/cigarettes',
    {
      onRequest: app.authenticate,
      schema: {
        tags: deviceTags,
        summary: 'Ajouter une cigarette',
        security,
        body: createCigaretteBody,
        response: { 201: cigaretteResponse, ...userErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addDevice(ctx, request.currentUser!.id, request.body)),
  );

  app.delete(
    '/cigarettes/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: deviceTags,
        summary: 'Supprimer une cigarette et ses résistances',
        security,
        params: idParams,
        response: { 200: messageResponse, ...userErrors },
      },
    },
    async (request) => removeDevice(ctx, request.currentUser!, request.params.id),
  );
}
