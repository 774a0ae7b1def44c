import {
  adminCigaretteList,
  adminResistanceList,
  cigaretteList,
  cigaretteResponse,
  coilHistoryList,
  createCigaretteBody,
  createResistanceBody,
  idParams,
  messageResponse,
  resistanceList,
  resistanceResponse,
  updateResistanceBody,
} from '@vapolib/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { routeDeclarer } from '../../lib/route.ts';
import {
  addCoil,
  addDevice,
  allCoils,
  allDevices,
  changeCoil,
  myCoils,
  myDevices,
  myPastCoils,
  removeCoil,
  removeDevice,
} from './devices.service.ts';

export async function devicesRoutes(instance: FastifyInstance, ctx: AppContext) {
  const coilRoute = routeDeclarer(instance, { tags: ['Résistances'] });
  const deviceRoute = routeDeclarer(instance, { tags: ['Cigarettes'] });

  coilRoute.user('GET /resistance', {
    summary: 'Mes résistances',
    answer: resistanceList,
    handle: ({ user }) => myCoils(ctx, user.id),
  });

  coilRoute.user('GET /resistance/historique', {
    summary: 'Mes résistances remplacées par « Changer » : installation, retrait, jours et mL vapés',
    answer: coilHistoryList,
    handle: ({ user }) => myPastCoils(ctx, user.id),
  });

  coilRoute.admin('GET /resistance/admin', {
    summary: 'Admin : les résistances de tous',
    answer: adminResistanceList,
    handle: () => allCoils(ctx),
  });

  coilRoute.user('POST /resistance', {
    summary: 'Ajouter une résistance à une de mes cigarettes',
    body: createResistanceBody,
    status: 201,
    answer: resistanceResponse,
    errors: [404],
    handle: ({ user, body }) => addCoil(ctx, user.id, body),
  });

  coilRoute.user('PUT /resistance/:id', {
    summary: '« Changer » : nouvelle date d’installation, rappel réarmé',
    params: idParams,
    body: updateResistanceBody,
    answer: resistanceResponse,
    handle: ({ user, params, body }) => changeCoil(ctx, user.id, params.id, body),
  });

  coilRoute.user('DELETE /resistance/:id', {
    summary: 'Supprimer une de mes résistances (un admin : celle de n’importe qui)',
    params: idParams,
    answer: messageResponse,
    handle: ({ user, params }) => removeCoil(ctx, user, params.id),
  });

  deviceRoute.user('GET /cigarettes', {
    summary: 'Mes cigarettes',
    answer: cigaretteList,
    handle: ({ user }) => myDevices(ctx, user.id),
  });

  deviceRoute.admin('GET /cigarettes/admin', {
    summary: 'Admin : les cigarettes de tous',
    answer: adminCigaretteList,
    handle: () => allDevices(ctx),
  });

  deviceRoute.user('POST /cigarettes', {
    summary: 'Ajouter une cigarette',
    body: createCigaretteBody,
    status: 201,
    answer: cigaretteResponse,
    errors: [404],
    handle: ({ user, body }) => addDevice(ctx, user.id, body),
  });

  deviceRoute.user('DELETE /cigarettes/:id', {
    summary: 'Supprimer une cigarette et ses résistances',
    params: idParams,
    answer: messageResponse,
    handle: ({ user, params }) => removeDevice(ctx, user, params.id),
  });
}
