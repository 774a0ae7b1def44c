/**
 * Start to first answer of the built server (`npm run serve`: node with that script's flags on apps/api/dist), on a fresh data
 * folder then on the same folder again (goals: < 4 s fresh, < 1.5 s existing).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveNodeFlags } from '../apps/api/scripts/serve-flags.ts';
import { BENCH_PORTS } from './bench-server.ts';

const serverJs = path.resolve(import.meta.dirname, '../apps/api/dist/server.js');
if (!fs.existsSync(serverJs)) throw new Error('apps/api/dist/server.js missing: run `npm run build` first');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vapolib-start-'));
const port = BENCH_PORTS.startup;

async function timeToFirstAnswer(label: string, goalMs: number) {
  if (
    await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is already taken`);
  const started = performance.now();
  const child = spawn(process.execPath, [...serveNodeFlags(), serverJs], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (performance.now() - started > 60_000) throw new Error(`${label}: no answer within 60 s`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/maintenance`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const ms = Math.round(performance.now() - started);
    // CPU time spent by the server until then: steadier than wall time on a shared machine.
    const stat = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const cpuMs = (Number(stat[11]) + Number(stat[12])) * 10;
    // A new folder is unpacked by a child process (apps/api/src/server.ts): its CPU counts too.
    const childCpuMs = (Number(stat[13]) + Number(stat[14])) * 10;
    const rssMb =
      Number(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1]) / 1024;
    process.stdout.write(
      `${label.padEnd(32)} ${ms} ms (goal < ${goalMs} ms ${ms < goalMs ? 'met' : 'NOT met'}), CPU ${cpuMs + childCpuMs} ms${childCpuMs ? ` (${childCpuMs} in the unpacking child)` : ''}, RSS then ${rssMb.toFixed(0)} MB\n`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

await timeToFirstAnswer('start, fresh data folder', 4000);
await timeToFirstAnswer('start, existing data folder', 1500);
fs.rmSync(dataDir, { recursive: true, force: true });
