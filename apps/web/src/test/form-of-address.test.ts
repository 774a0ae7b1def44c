import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The product says « vous » everywhere (docs/decisions.md): no « tu » form may come back in a French text. */
const repo = `${resolve(__dirname, '../../../..')}/`;
const scanned = ['apps/web/src', 'packages/domain/src', 'apps/api/src'];
const informal = /(?<![\p{L}\p{N}_])(tu|toi|ton|ta|tes|te|t’|t')(?![\p{L}\p{N}_’'])/giu;
const verbWithTu = /\p{L}+-tu(?![\p{L}])/giu;

function sourceFiles(folder: string): string[] {
  return readdirSync(join(repo, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The French texts of a file: string literals and JSX text, without comments. */
function frenchTexts(source: string): string[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const literals = withoutComments.match(/'[^'\n]*'|"[^"\n]*"|`[^`]*`|>[^<>{}]+</g) ?? [];
  return literals.filter((text) => /[a-zà-ÿ]{2,} [a-zà-ÿ]{2,}/i.test(text));
}

describe('form of address', () => {
  it('finds « tu » forms, so the scan can catch them', () => {
    const texts = frenchTexts(`const a = 'As-tu noté ta consommation ?'; const b = <p>Merci pour toi</p>;`);
    expect(texts.filter((text) => text.match(verbWithTu))).toHaveLength(1);
    expect(texts.filter((text) => text.match(informal))).toHaveLength(2);
  });

  it('addresses the user as « vous » in every French text of the web, the domain and the server', () => {
    const found: string[] = [];
    for (const folder of scanned) {
      for (const file of sourceFiles(folder)) {
        for (const text of frenchTexts(readFileSync(file, 'utf8'))) {
          if (text.match(informal) || text.match(verbWithTu))
            found.push(`${file.slice(repo.length)}: ${text}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
