import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runChild, stopChildren, testPort } from './server-child.ts';

const running: ChildProcess[] = [];
/** Ports of this run's servers, apart from server-process.test.ts's (same base, other offsets). */
const port = testPort;
const admin = { email: 'admin@vapolib.test', password: 'admin-process-pass' };

const run = (script: string, args: string[], env: Record<string, string>) =>
  runChild(running, script, args, { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, ...env });

afterEach(() => stopChildren(running));

async function call(base: string, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return response;
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await call(base, 'POST', '/api/auth/login', undefined, { email, password });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

describe('back up from the back-office, restore into a new folder (PGlite, real processes)', () => {
  it('serves the same accounts and data after the restore', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vapolib-restore-process-'));
    const first = run('apps/api/src/server.ts', [], {
      PORT: port(5),
      DATA_DIR: path.join(root, 'first'),
      BACKUP_DIR: path.join(root, 'backups'),
    });
    expect(await first.ready).toBe(true);
    const base = `http://127.0.0.1:${port(5)}`;
    const user = { email: 'camille@exemple.fr', password: 'camille-mot-de-passe' };
    const registered = await call(base, 'POST', '/api/auth/register', undefined, {
      ...user,
      nom: 'Martin',
      prenom: 'Camille',
      date_nais: '1988-03-14',
    });
    expect(registered.status).toBeLessThan(300);
    const userToken = await signIn(base, user.email, user.password);
    const liquid = await call(base, 'POST', '/api/eliquides', userToken, {
      arome_id: 7,
      brand: 'Ma marque',
      rating: 5,
    });
    expect(liquid.status).toBe(201);

    const adminToken = await signIn(base, admin.email, admin.password);
    const backup = await call(base, 'POST', '/api/backups', adminToken);
    const made = (await backup.json()) as { ok: boolean; lastSuccess: { file: string } };
    expect(made.ok).toBe(true);
    const file = path.join(root, 'backups', made.lastSuccess.file);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // The folder a server holds is refused; a new folder takes the backup.
    const restored = run('apps/api/scripts/restore.ts', [file], { DATA_DIR: path.join(root, 'second') });
    expect(await restored.exited).toBe(0);
    expect(restored.output()).toContain('Restauré : version');
    const again = run('apps/api/scripts/restore.ts', [file], { DATA_DIR: path.join(root, 'second') });
    expect(await again.exited).toBe(1);
    expect(again.output()).toContain('contient déjà des données');

    const second = run('apps/api/src/server.ts', [], {
      PORT: port(6),
      DATA_DIR: path.join(root, 'second'),
      BACKUP_DIR: path.join(root, 'backups'),
    });
    expect(await second.ready).toBe(true);
    const secondBase = `http://127.0.0.1:${port(6)}`;
    const token = await signIn(secondBase, user.email, user.password);
    const liquids = (await (await call(secondBase, 'GET', '/api/eliquides', token)).json()) as unknown[];
    expect(liquids).toHaveLength(1);
    expect(JSON.stringify(liquids)).toContain('"arome_id":7,');
    fs.rmSync(root, { recursive: true, force: true });
  }, 300_000);
});
