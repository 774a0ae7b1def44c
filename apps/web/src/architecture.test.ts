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

/** Each relative import of a file, as a path under src/ ("features/home/coil-card.tsx"). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map(([, specifier]) =>
    path
      .relative(src, path.resolve(path.dirname(file), specifier!))
      .split(path.sep)
      .join('/'),
  );
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
