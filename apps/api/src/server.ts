import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import {
  createPgliteClient,
  type Database,
  isNewPgliteDir,
  type MigrateOptions,
  MigrationFailedError,
  openPglite,
  openPostgres,
} from './db/client.ts';
import { DataDirInUseError, type DataDirLock, lockDataDir } from './db/data-dir-lock.ts';
import { readDataTemplate, usableDataTemplate } from './db/data-template.ts';
import { writeBackup } from './modules/backups/index.ts';

/** Set on the child process that unpacks the build's database template into a new folder (see below). */
const UNPACK_INTO = 'VAPOLIB_UNPACK_TEMPLATE_INTO';

/**
 * A new PGlite folder starts from the build's template (db/data-template.ts). Unpacking it makes ~70 MB of small
 * allocations that the process's allocator keeps for good (RSS 247 MB instead of 170 MB after the first start,
 * issue #15): a child process unpacks it into a sibling folder and exits, taking that memory with it, and the
 * folder is renamed into place once complete, so an interrupted start leaves no half-written database.
 * Returns the template only when the child failed, for this process to unpack it. Without a template (the server
 * run from its sources), PGlite creates the folder itself.
 */
async function unpackTemplate(pgliteDir: string): Promise<Blob | undefined> {
  if (!isNewPgliteDir(pgliteDir) || !usableDataTemplate(import.meta.dirname)) return undefined;
  const unpacking = `${pgliteDir}.unpacking`;
  fs.rmSync(unpacking, { recursive: true, force: true });
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!], {
    env: { ...process.env, [UNPACK_INTO]: unpacking },
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve) => {
    child.once('exit', resolve);
    child.once('error', () => resolve(null));
  });
  if (code === 0 && !isNewPgliteDir(unpacking)) {
    fs.rmSync(pgliteDir, { recursive: true, force: true });
    fs.renameSync(unpacking, pgliteDir);
    return undefined;
  }
  // The child could not do it: this process unpacks the template itself, at the memory cost above.
  fs.rmSync(unpacking, { recursive: true, force: true });
  return readDataTemplate(import.meta.dirname);
}

/** The child's whole work: the template into its folder, then exit. */
async function unpackTemplateHere(folder: string) {
  const client = await createPgliteClient({
    dataDir: folder,
    loadDataDir: readDataTemplate(import.meta.dirname),
  });
  await client.close();
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
  // PGlite is a single-process database: a second server on the same folder would corrupt it, so it must not start.
  let dataDirLock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    try {
      dataDirLock = await lockDataDir(config.dataDir);
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
  }
  const pgliteDir = path.join(config.dataDir, 'pglite');
  // A release with new migrations, started on a database that holds data: a backup first, so that a bad
  // migration is always recoverable (and one that fails leaves the database as it was, see db/client.ts).
  const migrate: MigrateOptions = {
    beforeMigrate: async (opened, fromVersion) => {
      process.stdout.write(
        `Nouvelles migrations : sauvegarde de la base (version ${fromVersion}) avant de les appliquer…\n`,
      );
      const backup = await writeBackup(config.backups, await opened.dump(), {
        at: new Date(),
        version: fromVersion,
        beforeMigration: true,
      }).catch((error: Error) => {
        throw new Error(
          `La sauvegarde avant migration dans ${config.backups.dir} a échoué (${error.message}) : aucune migration n’a été appliquée. Corrigez BACKUP_DIR puis relancez.`,
        );
      });
      process.stdout.write(`Sauvegarde avant migration : ${backup.path}\n`);
      return backup.path;
    },
  };
  let database: Database;
  try {
    database = config.databaseUrl
      ? await openPostgres(config.databaseUrl, migrate)
      : await openPglite({ dataDir: pgliteDir, loadDataDir: await unpackTemplate(pgliteDir), ...migrate });
  } catch (error) {
    if (!(error instanceof MigrationFailedError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const app = await buildApp({ config, database, jobsAfterListen: true });
  if (!config.webDist || !fs.existsSync(path.join(config.webDist, 'index.html'))) {
    app.log.warn(
      `Application web non construite (${config.webDist}) : lancez « npm run build ». Seule l'API est servie.`,
    );
  }

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} reçu, arrêt en cours`);
    await app.close();
    await database.close();
    await dataDirLock?.release();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(
    `Vapolib est prêt sur http://${shownHost}:${config.port} (base : ${database.kind === 'pglite' ? `PGlite dans ${config.dataDir}` : 'PostgreSQL'})`,
  );
  process.stdout.write(`\n  Vapolib : http://${shownHost}:${config.port}\n\n`);
}

const unpackInto = process.env[UNPACK_INTO];
(unpackInto ? unpackTemplateHere(unpackInto) : main()).catch((error) => {
  process.stderr.write(
    `Démarrage impossible : ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
