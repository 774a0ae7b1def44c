import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** Ports of this run's servers: two test runs on one machine (worktrees, CI beside a session) never share one. */
const portBase = 21_000 + (process.pid % 2_000) * 10;
export const testPort = (n: number) => String(portBase + n);

export interface Started {
  child: ChildProcess;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
  /** Resolves true once the server listens, false if it ended first. */
  ready: Promise<boolean>;
  output: () => string;
}

/**
 * Runs a TypeScript entry of the repository (the server, a script) in its own process, without reminders or
 * scheduled backups, and keeps it in `running` so the test can stop it.
 */
export function runChild(
  running: ChildProcess[],
  script: string,
  args: string[],
  env: Record<string, string>,
): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      COIL_REMINDER_INTERVAL_MINUTES: '0',
      CHECKIN_REMINDER_INTERVAL_MINUTES: '0',
      BACKUP_INTERVAL_HOURS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let text = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<boolean>((resolve) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('Vapolib : http://')) resolve(true);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(() => resolve(false));
  });
  return { child, exited, ready, output: () => text };
}

/** Kills (-9) every process of `running` still alive and waits for each to end. */
export async function stopChildren(running: ChildProcess[]) {
  for (const child of running.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      const ended = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await ended;
    }
  }
}
