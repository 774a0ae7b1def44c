import {
  adminCigaretteList,
  adminResistanceList,
  cigaretteList,
  cigaretteResponse,
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
  removeCoil,
  removeDevice,
} from './devices.service.ts';

export async function devicesRoutes(instance: FastifyInstance, ctx: AppContext) {
  const coilRoute = routeDeclarer(instance, { tags: ['Résistances'] });
  const deviceRoute = routeDeclarer(instance, { tags: ['Cigarettes'] });

  coilRoute({
    method: 'GET',
    url: '/resistance',
    policy: 'user',
    summary: 'Mes résistances',
    answer: resistanceList,
    handle: ({ user }) => myCoils(ctx, user.id),
  });

  coilRoute({
    method: 'GET',
    url: '/resistance/admin',
    policy: 'admin',
    summary: 'Admin : les résistances de tous',
    answer: adminResistanceList,
    handle: () => allCoils(ctx),
  });

  coilRoute({
    method: 'POST',
    url: '/resistance',
    policy: 'user',
    summary: 'Ajouter une résistance à une de mes cigarettes',
    body: createResistanceBody,
    status: 201,
    answer: resistanceResponse,
    errors: [404],
    handle: ({ user, body }) => addCoil(ctx, user.id, body),
  });

  coilRoute({
    method: 'PUT',
    url: '/resistance/:id',
    policy: 'user',
    summary: '« Changer » : nouvelle date d’installation, rappel réarmé',
    params: idParams,
    body: updateResistanceBody,
    answer: resistanceResponse,
    handle: ({ user, params, body }) => changeCoil(ctx, user.id, params.id, body),
  });

  coilRoute({
    method: 'DELETE',
    url: '/resistance/:id',
    policy: 'user',
    summary: 'Supprimer une de mes résistances (un admin : celle de n’importe qui)',
    params: idParams,
    answer: messageResponse,
    handle: ({ user, params }) => removeCoil(ctx, user, params.id),
  });

  deviceRoute({
    method: 'GET',
    url: '/cigarettes',
    policy: 'user',
    summary: 'Mes cigarettes',
    answer: cigaretteList,
    handle: ({ user }) => myDevices(ctx, user.id),
  });

  deviceRoute({
    method: 'GET',
    url: '/cigarettes/admin',
    policy: 'admin',
    summary: 'Admin : les cigarettes de tous',
    answer: adminCigaretteList,
    handle: () => allDevices(ctx),
  });

  deviceRoute({
    method: 'POST',
    url: '/cigarettes',
    policy: 'user',
    summary: 'Ajouter une cigarette',
    body: createCigaretteBody,
    status: 201,
    answer: cigaretteResponse,
    errors: [404],
    handle: ({ user, body }) => addDevice(ctx, user.id, body),
  });

  deviceRoute({
    method: 'DELETE',
    url: '/cigarettes/:id',
    policy: 'user',
    summary: 'Supprimer une cigarette et ses résistances',
    params: idParams,
    answer: messageResponse,
    handle: ({ user, params }) => removeDevice(ctx, user, params.id),
  });
}
