import fs from 'node:fs';
import { backupNameParams, backupNowResponse, backupOverview as overviewSchema } from '@vapolib/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { fileAnswer, routeDeclarer } from '../../lib/route.ts';
import { backupNow, backupOverview, backupToDownload } from './backups.service.ts';

export async function backupsRoutes(instance: FastifyInstance, ctx: AppContext) {
  const route = routeDeclarer(instance, { tags: ['Sauvegardes'] });

  route.admin('GET /backups', {
    summary: 'Admin : les sauvegardes (dernière réussite, dernier échec, fichiers et tailles)',
    answer: overviewSchema,
    handle: () => backupOverview(ctx),
  });

  route.admin('POST /backups', {
    summary: 'Admin : sauvegarder maintenant',
    description: 'Répond 200 même quand la sauvegarde échoue : `ok` vaut alors false et `info` dit pourquoi.',
    answer: backupNowResponse,
    handle: async ({ request }) => {
      const result = await backupNow(ctx);
      if (!result.ok) request.log.error(result.info);
      return result;
    },
  });

  route.admin('GET /backups/:name', {
    summary: 'Admin : télécharger une sauvegarde (SQL de pg_dump, compressé en gzip)',
    params: backupNameParams,
    answer: fileAnswer,
    errors: [404],
    headers: { 'content-type': 'application/gzip', 'content-disposition': 'attachment' },
    handle: async ({ params }) => fs.createReadStream(backupToDownload(ctx, params.name)),
  });
}
