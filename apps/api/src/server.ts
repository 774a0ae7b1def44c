import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { type Database, isNewPgliteDir, openPglite, openPostgres } from './db/client.ts';
import { DataDirInUseError, type DataDirLock, lockDataDir } from './db/data-dir-lock.ts';
import { readDataTemplate } from './db/data-template.ts';

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
  const database: Database = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite({
        dataDir: pgliteDir,
        // A new folder starts from the build's template, when this is the built server (see db/data-template.ts).
        loadDataDir: isNewPgliteDir(pgliteDir) ? readDataTemplate(import.meta.dirname) : undefined,
      });
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

main().catch((error) => {
  process.stderr.write(
    `Démarrage impossible : ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
