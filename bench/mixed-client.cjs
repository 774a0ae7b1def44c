'use strict';
/**
 * autocannon `setupClient` for the mixed workload (loaded in autocannon's worker thread, hence plain
 * CommonJS). Each connection is one user of the JSON file named by VAPOLIB_MIX_DATA and loops over: the
 * maintenance flag, its profile, every list (liquids, nicotine status, devices, coils, recipes, menu, aroma
 * search and brands), a nicotine log sent with an Idempotency-Key like the offline outbox, and a liquid
 * created, edited and deleted (so the next loop can create it again).
 */
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');

const data = JSON.parse(fs.readFileSync(process.env.VAPOLIB_MIX_DATA, 'utf8'));
const words = ['fraise', 'menthe', 'vanille', 'tabac', 'cola', 'pomme', 'citron', 'fruits'];
let next = 0;

module.exports = function setupClient(client) {
  const user = data.users[next % data.users.length];
  next += 1;
  const auth = { authorization: `Bearer ${user.token}` };
  const json = { ...auth, 'content-type': 'application/json' };
  let loop = 0;
  const get = (path) => ({ method: 'GET', path, headers: auth });
  client.setRequests([
    get('/api/maintenance'),
    get('/api/auth/me'),
    get('/api/eliquides'),
    get('/api/nicotine/status'),
    get('/api/cigarettes'),
    get('/api/resistance'),
    get('/api/recipes'),
    get('/api/menu/links'),
    get('/api/aromes/brands'),
    {
      ...get('/api/aromes/search?name=fraise'),
      setupRequest: (request) => {
        loop += 1;
        return { ...request, path: `/api/aromes/search?name=${words[loop % words.length]}` };
      },
    },
    {
      method: 'POST',
      path: '/api/nicotine/log',
      headers: json,
      setupRequest: (request) => ({
        ...request,
        headers: { ...json, 'idempotency-key': randomBytes(12).toString('base64url') },
        body: JSON.stringify({ date: data.day, ml: 5 + (loop % 10), rate: 6 }),
      }),
    },
    {
      method: 'POST',
      path: '/api/eliquides',
      headers: json,
      body: JSON.stringify({
        arome_id: user.freeAromeId,
        brand: user.freeBrand,
        rating: 4,
        description: 'Essai de charge',
      }),
      onResponse: (status, body, context) => {
        if (status === 201) context.id = JSON.parse(body).id;
      },
    },
    {
      method: 'PATCH',
      path: '/api/eliquides/0',
      headers: json,
      setupRequest: (request, context) => ({
        ...request,
        path: `/api/eliquides/${context.id}`,
        body: JSON.stringify({ rating: 1 + (loop % 5), description: `Modifié ${loop}` }),
      }),
    },
    {
      method: 'DELETE',
      path: '/api/eliquides/0',
      headers: auth,
      setupRequest: (request, context) => ({ ...request, path: `/api/eliquides/${context.id}` }),
    },
  ]);
};
