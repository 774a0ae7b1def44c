import fs from 'node:fs';
import path from 'node:path';
import type { Arome, AromeImportReport } from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';

/** `;`-separated, with a BOM and CRLF ends: quoted separators, quotes, a line break in a cell, a formula guard. */
const casesFile = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../../test/fixtures/catalogue-cases.csv'),
  'utf8',
);

describe.each(databaseKinds)('aroma catalogue CSV on %s', (kind) => {
  let t: TestApp;
  let admin: CreatedUser;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = await createUser(t.app, { role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const importCsv = async (payload: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/aromes/import',
      headers: { ...admin.auth, 'content-type': 'text/csv' },
      payload,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as AromeImportReport;
  };
  const catalogue = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/aromes', headers: admin.auth })).json() as Arome[];

  it('reads real CSV: BOM, quoted separators and quotes, line breaks in cells, and never cuts a cell', async () => {
    const report = await importCsv(casesFile);
    expect(report.rejected).toEqual([
      // An unquoted "Fraise; Menthe" in a `;` file is one cell too many: refused, not saved as "Fraise".
      { line: 3, reason: messages.csvTooManyCells },
      // A quoted line break is read as part of the cell; the name then holds a control character.
      { line: 5, reason: messages.aromeTextInvalid },
    ]);
    expect(report.added).toBe(4);
    const names = (await catalogue()).filter((a) => a.brand.includes('Fixture Co')).map((a) => a.name);
    expect(names.sort()).toEqual(['-Cola', 'Cerise', 'Fraise; Menthe', 'Pêche "blanche"']);
    expect(names).not.toContain('Fraise');
  });

  it('adds nothing from a file that is not valid CSV', async () => {
    const report = await importCsv('brand,name\nBroken Co,Good\nBroken Co,"never closed\n');
    expect(report).toMatchObject({ added: 0, rejected: [{ reason: messages.csvMalformed }] });
    expect((await catalogue()).some((a) => a.brand === 'Broken Co')).toBe(false);
  });

  it('exports cells a spreadsheet would run as formulas behind an apostrophe, and imports them back', async () => {
    const risky = ['=1+2', '+33 6', '-Cola Zero', '@SUM(A1)'];
    for (const name of risky) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/aromes',
        headers: admin.auth,
        payload: { name, brand: 'Formula Co' },
      });
      expect(created.statusCode, name).toBe(201);
    }
    const exported = (await t.app.inject({ method: 'GET', url: '/api/aromes/export', headers: admin.auth }))
      .body;
    const rows = parse(exported, { bom: true }) as string[][];
    const cells = rows.flat();
    for (const name of risky) expect(cells).toContain(`'${name}`);
    // No cell of the export starts with a formula character.
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    // The export imports back as it was: everything already there, nothing refused.
    const again = await importCsv(exported);
    expect(again).toMatchObject({ added: 0, rejected: [] });
    const names = (await catalogue()).filter((a) => a.brand === 'Formula Co').map((a) => a.name);
    expect(names.sort()).toEqual([...risky].sort());
  });
});
