/**
 * `npm run backup [-- --out FILE]`: a backup of the configured database (DATA_DIR, or DATABASE_URL), into FILE or
 * BACKUP_DIR (keeping the newest BACKUP_KEEP). On PGlite, only while no server holds the folder.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { backupTarget, RestoreRefusedError, targetOf } from '../src/modules/backups/index.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
try {
  const config = loadConfig();
  const written = await backupTarget(targetOf(config), config.backups, values.out);
  process.stdout.write(`Sauvegarde écrite : ${written.path} (${written.size} octets)\n`);
} catch (error) {
  const known = error instanceof RestoreRefusedError || (error as Error).name === 'PgDumpMissingError';
  process.stderr.write(
    `Sauvegarde impossible : ${known ? (error as Error).message : String((error as Error).stack ?? error)}\n`,
  );
  process.exit(1);
}
