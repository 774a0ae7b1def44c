import { messages } from '@vapolib/domain';
import { z } from 'zod';

/**
 * A backup's file name: `vapolib-<UTC date and time>-<schema version>[-avant-migration].sql.gz`. The API only
 * answers names of this shape, and looks them up among the files of the backup folder (never as a path).
 */
export const backupFileNamePattern =
  /^vapolib-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-z_]{1,80}(?:-avant-migration)?\.sql\.gz$/;

export const backupFile = z
  .object({
    name: z.string(),
    size: z.number().int().describe('Taille du fichier compressé, en octets'),
    createdAt: z.string().describe('Date ISO 8601 de la sauvegarde'),
    schemaVersion: z.string().describe('Dernière migration appliquée à la base sauvegardée'),
    beforeMigration: z
      .boolean()
      .describe('Faite au démarrage, juste avant d’appliquer de nouvelles migrations'),
  })
  .meta({ id: 'BackupFile' });

const backupSuccess = z.object({ at: z.string(), file: z.string(), size: z.number().int() });
const backupFailure = z.object({ at: z.string(), message: z.string() });

export const backupOverview = z
  .object({
    folder: z.string().describe('BACKUP_DIR sur le serveur'),
    keep: z.number().int().describe('Nombre de sauvegardes gardées (BACKUP_KEEP)'),
    intervalHours: z
      .number()
      .describe('Une sauvegarde toutes les … heures (BACKUP_INTERVAL_HOURS, 0 : jamais)'),
    lastSuccess: backupSuccess.nullable(),
    lastFailure: backupFailure.nullable(),
    files: z.array(backupFile).describe('Du plus récent au plus ancien'),
  })
  .meta({ id: 'BackupOverview' });

export const backupNowResponse = backupOverview.extend({
  ok: z.boolean(),
  info: z.string().describe('Le résultat, à afficher'),
});

export const backupNameParams = z.object({
  name: z.string().regex(backupFileNamePattern, messages.backupNameInvalid),
});

export type BackupFile = z.infer<typeof backupFile>;
export type BackupOverview = z.infer<typeof backupOverview>;
export type BackupNowResponse = z.infer<typeof backupNowResponse>;
