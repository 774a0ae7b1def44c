import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `Le dossier de données ${dataDir} est déjà utilisé par un autre serveur Vapolib : arrêtez-le ou choisissez un autre DATA_DIR.\n` +
        `The data folder ${dataDir} is already used by another Vapolib server: stop it or choose another DATA_DIR.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/** Longest path a Unix socket accepts on every platform we run on (sun_path is 104 bytes on macOS). */
const MAX_SOCKET_PATH = 100;

/**
 * Where the lock lives: a socket file in DATA_DIR (seen by every process and container that mounts the folder),
 * or, when that path is too long for a socket or on Windows, a name derived from the folder's real path.
 */
function lockAddress(dataDir: string): string {
  const socketFile = path.join(dataDir, 'vapolib.lock');
  if (process.platform !== 'win32' && Buffer.byteLength(socketFile) <= MAX_SOCKET_PATH) return socketFile;
  const digest = createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex').slice(0, 32);
  return process.platform === 'win32'
    ? `\\\\.\\pipe\\vapolib-${digest}`
    : path.join(os.tmpdir(), `vapolib-${digest}.lock`);
}

function listen(server: net.Server, address: string): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const onError = (error: NodeJS.ErrnoException) => resolve(error);
    server.once('error', onError);
    server.listen(address, () => {
      server.off('error', onError);
      resolve(null);
    });
  });
}

/** True when a live process answers on the socket; false when the file is only left over from a dead one. */
function someoneListens(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Claims DATA_DIR for this process by listening on a Unix socket inside it. The kernel closes the socket when the
 * process ends, however it ends (kill -9 included): a socket file left behind answers nobody, so the next server
 * sees it is stale and takes it over. Throws DataDirInUseError while another live server holds the folder.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const address = lockAddress(dataDir);
  const server = net.createServer((socket) => socket.destroy());
  for (let attempt = 0; ; attempt++) {
    const error = await listen(server, address);
    if (!error) break;
    if (error.code !== 'EADDRINUSE' || attempt >= 2) throw error;
    if (await someoneListens(address)) throw new DataDirInUseError(dataDir);
    // Left by a server that died without cleaning up: nobody owns it any more.
    fs.rmSync(address, { force: true });
  }
  server.unref();
  return {
    release: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
