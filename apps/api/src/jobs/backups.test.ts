import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/build-test-app.ts';
import type { AppContext } from '../lib/context.ts';
import { runBackupRound } from './backups.ts';

const HOUR = 3_600_000;

/** An instance's context with the schedule at 24 hours (a separate object: another instance's). */
const instance = (t: TestApp, dir: string): AppContext => ({
  ...t.app.ctx,
  config: { ...t.app.ctx.config, backups: { dir, keep: 7, intervalMs: 24 * HOUR } },
});

describe.each(databaseKinds)('the backup schedule on %s', (kind) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vapolib-backup-job-'));
    // The app's own schedule stays off: the test runs the rounds.
    t = await buildTestApp(kind, { backups: { dir, keep: 7, intervalMs: 0 } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('makes one when none was made, then waits until the last one is BACKUP_INTERVAL_HOURS old', async () => {
    const ctx = instance(t, dir);
    expect(await runBackupRound(ctx)).toMatchObject({ ok: true });
    expect(fs.readdirSync(dir)).toHaveLength(1);
    t.clock.advance(23 * HOUR);
    expect(await runBackupRound(ctx)).toBeUndefined();
    expect(fs.readdirSync(dir)).toHaveLength(1);
    t.clock.advance(HOUR);
    expect(await runBackupRound(ctx)).toMatchObject({ ok: true });
    expect(fs.readdirSync(dir)).toHaveLength(2);
  }, 120_000);

  it.runIf(kind === 'postgres')(
    'is made by one instance when several look at once',
    async () => {
      t.clock.advance(24 * HOUR);
      const rounds = await Promise.all([runBackupRound(instance(t, dir)), runBackupRound(instance(t, dir))]);
      expect(rounds.filter((round) => round?.ok)).toHaveLength(1);
      expect(fs.readdirSync(dir)).toHaveLength(3);
    },
    120_000,
  );
});
