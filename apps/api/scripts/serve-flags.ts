import fs from 'node:fs';
import path from 'node:path';

/**
 * The node flags of `npm run serve` (the root package.json's script is their one definition), so a bench that
 * spawns apps/api/dist/server.js measures the process the product runs, not plain node.
 */
export function serveNodeFlags(): string[] {
  const rootPackage = path.resolve(import.meta.dirname, '../../../package.json');
  const serve: string = JSON.parse(fs.readFileSync(rootPackage, 'utf8')).scripts.serve;
  const words = serve.trim().split(/\s+/);
  const script = words.findIndex((word) => !word.startsWith('--') && word !== 'node');
  if (words[0] !== 'node' || words[script] !== 'apps/api/dist/server.js')
    throw new Error(`the serve script is not "node [flags] apps/api/dist/server.js": ${serve}`);
  return words.slice(1, script);
}
