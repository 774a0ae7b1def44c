/**
 * `npm run restore -- FILE [--force]`: restores a backup (made by the server or `npm run backup`) into the configured
 * database: the PGlite folder (DATA_DIR) or the PostgreSQL server (DATABASE_URL). Refuses a database that holds users
 * unless --force, and a PGlite folder a server holds.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import {
  describeContents,
  RestoreRefusedError,
  readBackupSql,
  restoreBackup,
  targetOf,
} from '../src/modules/backups/index.ts';

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean' } },
  allowPositionals: true,
});
const file = positionals[0];
if (!file || positionals.length > 1) {
  process.stderr.write('Usage : npm run restore -- FICHIER [--force]\n');
  process.exit(2);
}
try {
  const config = loadConfig();
  const target = targetOf(config);
  const where = target.kind === 'pglite' ? `PGlite dans ${target.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  process.stdout.write(`Restauration de ${file} dans ${where}…\n`);
  const report = await restoreBackup(target, readBackupSql(file), { force: values.force });
  if (report.replaced) process.stdout.write(`Remplacé : ${describeContents(report.replaced)}\n`);
  if (report.keptAt) process.stdout.write(`L’ancien dossier est gardé : ${report.keptAt}\n`);
  process.stdout.write(`Restauré : ${describeContents(report.restored)}\nLancez « npm start ».\n`);
} catch (error) {
  const known = error instanceof RestoreRefusedError;
  process.stderr.write(
    `Restauration impossible : ${known ? (error as Error).message : String((error as Error).stack ?? error)}\n`,
  );
  process.exit(1);
}
