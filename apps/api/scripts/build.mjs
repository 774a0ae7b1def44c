/**
 * Builds the server ahead into apps/api/dist/server.js (one ES module, source map beside it), so production
 * runs plain node and compiles no TypeScript at start. The SQL migrations and the catalogue CSV are read from
 * apps/api at run time (see src/paths.ts). Beside it, the database template a new PGlite data folder starts from.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { build } from 'esbuild';

const apiRoot = path.resolve(import.meta.dirname, '..');

await build({
  entryPoints: [path.join(apiRoot, 'src/server.ts')],
  outfile: path.join(apiRoot, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Whitespace and comments out, names kept (stack traces and `.name` read as in the sources): the bundle is
  // held in memory as source text for the life of the process, and one non-ASCII character in a comment made
  // V8 keep all of it as two bytes a character (8.6 MB before, issue 15). The map points at the sources in the
  // repository instead of carrying a copy of them.
  minifyWhitespace: true,
  minifySyntax: true,
  sourcesContent: false,
  legalComments: 'external',
  logLevel: 'warning',
  // The workspace packages spell `"sideEffects": "false"` as a string: esbuild ignores it, and says so.
  logOverride: { 'package.json': 'silent' },
  // Packages that load files of their own at run time (WebAssembly, native addons, static assets, worker
  // threads) stay in node_modules; everything else is in the bundle, so node resolves a handful of modules.
  external: [
    '@electric-sql/pglite',
    '@electric-sql/pglite/*',
    '@electric-sql/pglite-tools/*',
    '@node-rs/argon2',
    '@fastify/swagger-ui',
    'pino',
    'pg-native',
  ],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});

// The database a new PGlite data folder starts from (src/db/data-template.ts), made from the same sources.
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/write-data-template.ts'], {
  cwd: apiRoot,
  stdio: 'inherit',
});
