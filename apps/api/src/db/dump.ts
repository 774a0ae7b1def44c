import { spawn } from 'node:child_process';
import type { PGlite } from '@electric-sql/pglite';

/**
 * pg_dump's options for every dump (docs/decisions/0152-backups-are-pg-dump-sql.md): INSERT statements rather than
 * COPY (the restore runs the file as SQL, through any driver, on PGlite too), no owners nor grants (the target's
 * user is not the source's).
 */
const DUMP_OPTIONS = ['--no-owner', '--no-privileges', '--inserts', '--rows-per-insert=200'];

/**
 * Makes a pg_dump file restorable on PostgreSQL 15 as well as on PGlite's newer PostgreSQL: drops the settings an
 * older server refuses (`transaction_timeout` came with PostgreSQL 17) and the psql-only `\restrict` lines.
 */
export function portableDump(text: string): string {
  return text
    .replace(/^SET transaction_timeout = .*\r?\n/gm, '')
    .replace(/^\\(?:un)?restrict\b.*\r?\n?/gm, '');
}

/** A Query message of PostgreSQL's wire protocol: what the dump's helper statements are sent as. */
function queryMessage(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`, 'utf8');
  const message = Buffer.alloc(5 + body.length);
  message.write('Q', 0, 'latin1');
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

/** The part of PGlite that is used here and that its types keep internal. */
interface ExclusivePglite {
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * Dumps an open PGlite database with pglite-tools' pg_dump (WebAssembly, speaking to PGlite in this process), while
 * the server keeps its handle. It holds PGlite's transaction lock for the whole dump, so no request's transaction
 * is open around it: every write acknowledged before the dump began is in it, none is cut in half. pgDump's own
 * statements (search_path, DEALLOCATE) would wait for that lock, so they go to the protocol directly.
 */
export async function dumpPglite(client: PGlite): Promise<string> {
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  const searchPath = (await client.query<{ search_path: string }>('show search_path')).rows[0]!.search_path;
  const run = (text: string) => client.execProtocol(queryMessage(text));
  const direct = {
    execProtocolRawStream: client.execProtocolRawStream.bind(client),
    query: async () => ({ rows: [{ search_path: searchPath }] }),
    exec: async (text: string) => [await run(text)],
  } as unknown as PGlite;
  const file = await (client as unknown as ExclusivePglite)._runExclusiveTransaction(async () => {
    try {
      return await pgDump({ pg: direct, args: DUMP_OPTIONS });
    } finally {
      // pg_dump leaves without ending its read-only transaction (PGlite has no connection to close), and with its
      // session settings (search_path emptied…): both are undone here, or the server's next statements would run
      // inside them.
      if (client.isInTransaction()) await run('rollback');
      await run('reset all');
    }
  });
  return portableDump(await file.text());
}

export class PgDumpMissingError extends Error {
  constructor() {
    super(
      'pg_dump est introuvable : installez les outils clients de PostgreSQL (paquet postgresql-client, même version ' +
        'majeure que le serveur ou plus récente) pour sauvegarder une base PostgreSQL.',
    );
    this.name = 'PgDumpMissingError';
  }
}

/**
 * Dumps a PostgreSQL database with the machine's pg_dump, which reads it in one REPEATABLE READ snapshot: consistent
 * while the instances keep writing. The password stays in the connection string given through the environment.
 */
export function dumpPostgres(
  connectionString: string,
  pgDumpPath = process.env.PG_DUMP ?? 'pg_dump',
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(pgDumpPath, [...DUMP_OPTIONS, '--dbname', connectionString], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new PgDumpMissingError() : error),
    );
    child.once('close', (code) => {
      if (code === 0) resolve(portableDump(Buffer.concat(out).toString('utf8')));
      else reject(new Error(`pg_dump a échoué (code ${code}) : ${errors.trim()}`));
    });
  });
}
