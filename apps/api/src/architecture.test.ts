import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;

/** Top to bottom: a file imports its own layer or a lower one (docs/architecture.md, "Layers"). */
const layers = ['server.ts', 'app.ts', 'jobs', 'plugins', 'modules', 'lib', 'db', 'config.ts'] as const;
/** Files beside the layers, as low as config.ts: where the app's folders are. */
const bottomFiles = new Set(['paths.ts']);

/**
 * Who may import each table of db/schema.ts: the repository files of the module that owns it (or the one file named
 * here). Other modules ask that module's public face. A table missing from this list fails the last test.
 */
const tableOwners: Record<string, string> = {
  users: 'modules/users',
  revokedSessions: 'modules/users',
  passwordResetTokens: 'modules/auth',
  settings: 'modules/settings',
  aromes: 'modules/aromes',
  eliquides: 'modules/eliquides',
  nicotinePlans: 'modules/nicotine',
  nicotineSteps: 'modules/nicotine',
  nicotineLogs: 'modules/nicotine',
  cigarettes: 'modules/devices',
  resistances: 'modules/devices',
  coilHistory: 'modules/devices',
  pushSubscriptions: 'modules/push',
  recipes: 'modules/recipes',
  spendingProfiles: 'modules/spending',
  batches: 'modules/batches',
  stashItems: 'modules/stash',
  stashUses: 'modules/stash',
  checkinReminders: 'modules/checkin',
  cravings: 'modules/coach',
  slips: 'modules/coach',
  smokeFreeClocks: 'modules/coach',
  menuLinks: 'modules/menu',
  idempotencyKeys: 'plugins/idempotency.ts',
  rateLimits: 'lib/rate-limit.ts',
};

export interface SourceFile {
  /** Path under src/, with forward slashes: "modules/users/users.service.ts". */
  path: string;
  text: string;
}

function sourceFiles(folder = src): SourceFile[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [
      { path: path.relative(src, full).split(path.sep).join('/'), text: fs.readFileSync(full, 'utf8') },
    ];
  });
}

interface Import {
  target: string;
  /** The values it imports, when written `{ a, b as c, type D }` (here a and b). */
  names: string[];
  typeOnly: boolean;
}

/**
 * Every relative import and re-export of a file, whatever its form: `import … from`, `import type`, `export … from`,
 * a side-effect `import '…'` and `import('…')`, with single or double quotes.
 */
export function importsOf(file: SourceFile): Import[] {
  const forms =
    /(?:^|[^\w$.])(?:import|export)\s*(type\s+)?(?:([\w$*\s{},]*?)\s*from\s*)?\(?\s*(['"])(\.{1,2}\/[^'"]+)\3/g;
  return [...file.text.matchAll(forms)].map(([, type, clause = '', , specifier]) => ({
    target: path.posix.normalize(path.posix.join(path.posix.dirname(file.path), specifier!)),
    names: (clause.match(/\{([^}]*)\}/)?.[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0]!),
    typeOnly: Boolean(type),
  }));
}

function layerOf(file: string): number {
  if (bottomFiles.has(file)) return layers.length - 1;
  const top = file.split('/')[0]!;
  return layers.indexOf(top as (typeof layers)[number]);
}

const moduleOf = (file: string) => (file.startsWith('modules/') ? file.split('/')[1] : undefined);

/** Imports that go up the layers, as "file → import". */
export function upwardImports(files: SourceFile[]): string[] {
  return files.flatMap((file) =>
    importsOf(file)
      .filter(({ target }) => layerOf(target) < layerOf(file.path))
      .map(({ target }) => `${file.path} → ${target}`),
  );
}

/** Imports of a module's inside from anywhere outside it: only `modules/<name>/index.ts` is its public face. */
export function insideImports(files: SourceFile[]): string[] {
  return files.flatMap((file) =>
    importsOf(file)
      .filter(({ target }) => {
        const owner = moduleOf(target);
        return owner !== undefined && owner !== moduleOf(file.path) && target !== `modules/${owner}/index.ts`;
      })
      .map(({ target }) => `${file.path} → ${target}`),
  );
}

/** Each circle between modules, as "a → b → a" (one per set of modules). */
export function moduleCircles(files: SourceFile[]): string[] {
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const from = moduleOf(file.path);
    if (!from) continue;
    for (const { target } of importsOf(file)) {
      const to = moduleOf(target);
      if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  const circles = new Map<string, string>();
  const walk = (trail: string[]) => {
    for (const next of edges.get(trail.at(-1)!) ?? []) {
      const seen = trail.indexOf(next);
      if (seen >= 0) {
        const circle = trail.slice(seen);
        circles.set([...circle].sort().join(), [...circle, next].join(' → '));
      } else walk([...trail, next]);
    }
  };
  for (const start of edges.keys()) walk([start]);
  return [...circles.values()];
}

/** Tables imported (for their values, not their types) by a file that does not own them, as "file → table". */
export function foreignTables(files: SourceFile[]): string[] {
  return files.flatMap((file) =>
    importsOf(file)
      .filter(({ target, typeOnly }) => target === 'db/schema.ts' && !typeOnly)
      .flatMap(({ names }) => names)
      .filter((table) => {
        const owner = tableOwners[table];
        if (!owner) return true;
        if (owner.endsWith('.ts')) return file.path !== owner;
        // A module's tables are read and written by its repositories; its index may hand one to a read-only join.
        const ownFile = file.path.startsWith(`${owner}/`);
        return !ownFile || !/(\.repository|\/index)\.ts$/.test(file.path);
      })
      .map((table) => `${file.path} → ${table}`),
  );
}

describe('the server reads top to bottom (apps/api/src)', () => {
  const files = sourceFiles();

  it('reads every import form, so none slips past the rules below', () => {
    const planted: SourceFile = {
      path: 'modules/users/users.service.ts',
      text: [
        `import { a, type B as C } from "../devices/devices.repository.ts";`,
        `import type { D } from '../../app.ts';`,
        `export { e } from '../../plugins/auth.ts';`,
        `import '../../jobs/schedule.ts';`,
        `const lazy = () => import("../../server.ts");`,
      ].join('\n'),
    };
    expect(importsOf(planted).map(({ target }) => target)).toEqual([
      'modules/devices/devices.repository.ts',
      'app.ts',
      'plugins/auth.ts',
      'jobs/schedule.ts',
      'server.ts',
    ]);
    expect(upwardImports([planted])).toHaveLength(4);
    expect(insideImports([planted])).toEqual([
      'modules/users/users.service.ts → modules/devices/devices.repository.ts',
    ]);
  });

  it('a file imports its own layer or a lower one: server → app → jobs → plugins → modules → lib → db → config', () => {
    expect(files.filter((file) => layerOf(file.path) < 0).map((file) => file.path)).toEqual([]);
    expect(upwardImports(files)).toEqual([]);
  });

  it('a module is reached from outside only through its index.ts', () => {
    expect(insideImports(files)).toEqual([]);
  });

  it('no circle between modules', () => {
    const planted: SourceFile = {
      path: 'modules/users/x.ts',
      text: `import { a } from '../devices/index.ts';`,
    };
    expect(moduleCircles([...files, planted]).length).toBeGreaterThan(0);
    expect(moduleCircles(files)).toEqual([]);
  });

  it('a module owns its tables: only its repositories import them from db/schema.ts', () => {
    const planted: SourceFile = {
      path: 'modules/spending/spending.service.ts',
      text: `import { nicotineLogs, type users } from '../../db/schema.ts';`,
    };
    expect(foreignTables([planted])).toEqual(['modules/spending/spending.service.ts → nicotineLogs']);
    expect(foreignTables(files)).toEqual([]);
  });
});
