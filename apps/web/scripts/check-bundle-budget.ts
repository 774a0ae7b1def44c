/**
 * Prints the gzip size of the JavaScript a first visit to the landing page downloads (the entry, its static
 * imports) and of every lazy chunk, and fails above the budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = Number(process.env.LANDING_JS_BUDGET_KB ?? 100);
const dist = path.resolve(import.meta.dirname, '../dist');
type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

const gzipKb = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file))).length / 1024;

function staticClosure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    staticClosure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

// The landing page is its own HTML entry (landing.html): its static import closure is what a first visit loads.
const initial = staticClosure(['landing.html']);
if (initial.size === 0) throw new Error('landing.html not found in the build manifest');
const files = [...initial].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
const total = files.reduce((sum, file) => sum + gzipKb(file), 0);

for (const file of files.sort())
  process.stdout.write(`  ${file.padEnd(48)} ${gzipKb(file).toFixed(1).padStart(6)} KB gzip\n`);
process.stdout.write(
  `Landing page initial JavaScript: ${total.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)\n`,
);
const lazy = Object.values(manifest).filter(
  (chunk) => !initial.has(Object.keys(manifest).find((k) => manifest[k] === chunk)!),
);
const largest = lazy
  .filter((chunk) => chunk.file.endsWith('.js'))
  .sort((a, b) => gzipKb(b.file) - gzipKb(a.file))
  .slice(0, 5);
process.stdout.write(
  `Largest lazy chunks: ${largest.map((chunk) => `${chunk.file} ${gzipKb(chunk.file).toFixed(1)} KB`).join(', ')}\n`,
);
if (total > BUDGET_KB) {
  process.stderr.write(
    `The landing page's initial JavaScript is over budget: ${total.toFixed(1)} KB > ${BUDGET_KB} KB\n`,
  );
  process.exit(1);
}
