import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { serveNodeFlags } from '../scripts/serve-flags.ts';

// `npm start` must work on every supported Node (20, 22, 24): node refuses to start on a flag it does not know.
describe('the node flags of `npm run serve`', () => {
  it('are read from the serve script and accepted by this node', () => {
    const flags = serveNodeFlags();
    expect(flags.every((flag) => flag.startsWith('--'))).toBe(true);
    const run = spawnSync(process.execPath, [...flags, '-e', '0'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
