import fs from 'node:fs';
import path from 'node:path';

/** The one definition of the node flags the server runs with: `npm run serve` reads it, and so do bench and tests. */
export const nodeFlagsFile = path.resolve(import.meta.dirname, '../node-flags.txt');

/**
 * The node flags of `npm run serve` (apps/api/node-flags.txt, one a line), so a bench or a test that spawns
 * apps/api/dist/server.js runs the process the product runs, not plain node. The serve script hands the file to
 * the shell unquoted: a flag with a character the shell would expand is refused here.
 */
export function serveNodeFlags(): string[] {
  const flags = fs.readFileSync(nodeFlagsFile, 'utf8').split('\n').filter(Boolean);
  const unsafe = flags.find((flag) => !/^--[a-z0-9-]+(=[\w.,:/-]+)?$/.test(flag));
  if (unsafe !== undefined)
    throw new Error(`${nodeFlagsFile}: not a plain node flag: ${JSON.stringify(unsafe)}`);
  return flags;
}
