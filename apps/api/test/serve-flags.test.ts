import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serveNodeFlags } from '../scripts/serve-flags.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

// `npm start` must work on every supported Node (20, 22, 24): node refuses to start on a flag it does not know.
describe('the node flags of `npm run serve`', () => {
  it('are accepted by this node', () => {
    const flags = serveNodeFlags();
    expect(flags.length).toBeGreaterThan(0);
    const run = spawnSync(process.execPath, [...flags, '-e', '0'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('are those the serve script gives node, read from the one file', () => {
    // A `node` first on the PATH that prints what it was given, in place of the server.
    const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'vapolib-node-'));
    fs.writeFileSync(path.join(bin, 'node'), '#!/bin/sh\nprintf "%s\\n" "$@"\n', { mode: 0o755 });
    const serve: string = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts
      .serve;
    expect(serve).toContain('$(cat apps/api/node-flags.txt)');
    const run = spawnSync('sh', ['-c', serve], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { PATH: `${bin}:${process.env.PATH}` },
    });
    fs.rmSync(bin, { recursive: true, force: true });
    expect(run.stderr).toBe('');
    expect(run.stdout.split('\n').filter(Boolean)).toEqual([...serveNodeFlags(), 'apps/api/dist/server.js']);
  });
});
