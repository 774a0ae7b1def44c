import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The built server on loopback over a fresh data folder, for measuring pages in a browser, with a signed-up user
 * whose nicotine plan has today's log (what /home and /nicotine show, as a user's would). Stop with `server.kill()`.
 */
export async function startPageServer(options: {
  port: number;
  dataDir: string;
  webDist?: string;
}): Promise<{ base: string; server: ChildProcess; token: string }> {
  const base = `http://127.0.0.1:${options.port}`;
  fs.rmSync(options.dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      ...(options.webDist ? { WEB_DIST: options.webDist } : {}),
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  const post = async (url: string, body: unknown, token?: string) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  try {
    for (let i = 0; i < 120; i++) {
      if (
        await fetch(`${base}/api/maintenance`)
          .then((r) => r.ok)
          .catch(() => false)
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const email = `page.${Date.now()}@exemple.fr`;
    const password = randomBytes(12).toString('base64url');
    await post('/api/auth/register', {
      nom: 'Phare',
      prenom: 'Louise',
      date_nais: '1990-01-01',
      email,
      password,
    });
    const { token } = (await (await post('/api/auth/login', { email, password })).json()) as {
      token: string;
    };
    await post('/api/nicotine/plan', { startRate: 6, targetRate: 0, dailyAvgMl: 10, mode: 'normal' }, token);
    await post('/api/nicotine/log', { date: new Date().toISOString().slice(0, 10), ml: 8, rate: 6 }, token);
    return { base, server, token };
  } catch (error) {
    server.kill();
    throw error;
  }
}
