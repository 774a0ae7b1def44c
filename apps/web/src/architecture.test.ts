import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * A relative module specifier after `from` (static import, `import type`, `export … from`), after a side-effect
 * `import`, or inside a dynamic `import(…)`; in single, double or back quotes, since Biome formats only our own files.
 */
const relativeImport = /\b(?:from|import)\s*\(?\s*(['"`])(\.{1,2}\/[^'"`$]+)\1/g;

/** The relative imports written in `text`, as paths under src/ when `text` is the file `file`. */
function importsIn(text: string, file: string): string[] {
  return [...text.matchAll(relativeImport)].map(([, , specifier]) =>
    path
      .relative(src, path.resolve(path.dirname(file), specifier!))
      .split(path.sep)
      .join('/'),
  );
}

/** Each relative import of a file, as a path under src/ ("features/home/coil-card.tsx"). */
function importsOf(file: string): string[] {
  return importsIn(fs.readFileSync(file, 'utf8'), file);
}

/** The imports of `folder` that break its rule, as "file → import". */
function crossings(folder: string, forbidden: (target: string, file: string) => boolean): string[] {
  return sourceFiles(path.join(src, folder)).flatMap((file) => {
    const from = path.relative(src, file).split(path.sep).join('/');
    return importsOf(file)
      .filter((target) => forbidden(target, from))
      .map((target) => `${from} → ${target}`);
  });
}

describe('the web’s folders', () => {
  it('reads every form of import, in either quote', () => {
    const file = path.join(src, 'features/home/home-page.tsx');
    const text = [
      "import { a } from './single.ts';",
      'import { b } from "./double.ts";',
      "import type { C } from '../calculator/type-only.ts';",
      "import './side-effect.css';",
      'import "../../lib/side-effect-double.ts";',
      "export { d } from './re-exported.ts';",
      'export * from "./re-exported-all.ts";',
      'import {\n  e,\n  f,\n} from "./multi-line.ts";',
      "const lazy = () => import('../admin/lazy-page.tsx');",
      'const lazyDouble = () => import("../admin/lazy-double.tsx");',
      'const lazyBack = () => import(`./lazy-back.tsx`);',
      "import { useQuery } from '@tanstack/react-query';",
    ].join('\n');
    expect(importsIn(text, file)).toEqual([
      'features/home/single.ts',
      'features/home/double.ts',
      'features/calculator/type-only.ts',
      'features/home/side-effect.css',
      'lib/side-effect-double.ts',
      'features/home/re-exported.ts',
      'features/home/re-exported-all.ts',
      'features/home/multi-line.ts',
      'features/admin/lazy-page.tsx',
      'features/admin/lazy-double.tsx',
      'features/home/lazy-back.tsx',
    ]);
  });

  it('a feature imports no other feature and not app/: what several share lives in components/ or lib/', () => {
    const featureOf = (file: string) => file.split('/')[1];
    expect(
      crossings(
        'features',
        (target, from) =>
          target.startsWith('app/') ||
          (target.startsWith('features/') && featureOf(target) !== featureOf(from)),
      ),
    ).toEqual([]);
  });

  it('components/ and lib/ import neither a feature nor app/', () => {
    const outward = (target: string) => target.startsWith('features/') || target.startsWith('app/');
    expect([...crossings('components', outward), ...crossings('lib', outward)]).toEqual([]);
  });
});
