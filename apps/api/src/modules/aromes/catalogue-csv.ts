import { isCleanCatalogueText, isInAppImage, messages, normalizeForSearch } from '@vapolib/domain';
import { parse } from 'csv-parse/sync';
import type { NewArome } from './aromes.repository.ts';

/** OWASP CSV injection: a spreadsheet runs a cell starting with one of these as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet would run as a formula is written after an apostrophe, which it shows as text. */
function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The import takes the apostrophe off again, so an exported file imports back as it was. */
function restoreCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

const csvCell = (value: string) => {
  const safe = neutraliseCell(value);
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function toCsv(rows: string[][]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\n')}\n`;
}

interface ParsedCatalogue {
  rows: (NewArome & { line: number })[];
  rejected: { line: number; reason: string }[];
}

/** The header's separator: `;` when the header has one and no comma (French spreadsheets), else `,`. */
function separatorOf(text: string): ',' | ';' {
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return header.includes(';') && !header.includes(',') ? ';' : ',';
}

type CsvRecord = { record: string[]; info: { lines: number }; raw: string };

/** The line a record starts on (a quoted cell may span several lines). */
function startLine({ info, raw }: CsvRecord): number {
  const body = raw.replace(/^\n+/, '').replace(/\n$/, '');
  return info.lines - (body.match(/\n/g)?.length ?? 0);
}

/**
 * Reads a catalogue CSV whose header names the columns brand, name and optionally image_url (any order, `,` or `;`,
 * with or without a BOM; quoted cells may hold the separator, quotes and line breaks), and explains each line it
 * cannot take. A line with more cells than the header (an unquoted "Fraise; Menthe" in a `;` file) is refused
 * rather than cut; a file that is not valid CSV (a quote never closed) adds nothing.
 */
export function parseCatalogueCsv(text: string): ParsedCatalogue {
  let records: CsvRecord[];
  try {
    // One line end everywhere, so the reported line numbers are the ones a text editor shows.
    records = parse(text.replace(/\r\n?/g, '\n'), {
      bom: true,
      delimiter: separatorOf(text),
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as CsvRecord[];
  } catch (error) {
    const line = (error as { lines?: unknown }).lines;
    return {
      rows: [],
      rejected: [{ line: typeof line === 'number' ? line : 1, reason: messages.csvMalformed }],
    };
  }
  const [head, ...lines] = records;
  const header = (head?.record ?? []).map((cell) => cell.toLowerCase());
  const brandAt = header.indexOf('brand');
  const nameAt = header.indexOf('name');
  const imageAt = header.indexOf('image_url');
  if (brandAt < 0 || nameAt < 0) {
    return { rows: [], rejected: [{ line: 1, reason: messages.csvHeaderExpected }] };
  }
  const result: ParsedCatalogue = { rows: [], rejected: [] };
  for (const entry of lines) {
    const line = startLine(entry);
    const cells = entry.record.map(restoreCell);
    if (cells.every((cell) => cell === '')) continue;
    const brand = cells[brandAt] ?? '';
    const name = cells[nameAt] ?? '';
    const imageUrl = imageAt >= 0 ? (cells[imageAt] ?? '') : '';
    if (cells.length > header.length) result.rejected.push({ line, reason: messages.csvTooManyCells });
    else if (!brand || brand.length > 100)
      result.rejected.push({ line, reason: messages.aromeBrandRequired });
    else if (!name || name.length > 100) result.rejected.push({ line, reason: messages.aromeNameRequired });
    else if (!isCleanCatalogueText(brand) || !isCleanCatalogueText(name))
      result.rejected.push({ line, reason: messages.aromeTextInvalid });
    else if (imageUrl && !isInAppImage(imageUrl)) {
      result.rejected.push({ line, reason: messages.aromeImageInvalid });
    } else {
      result.rows.push({
        line,
        brand,
        name,
        searchName: normalizeForSearch(name),
        imageUrl: imageUrl || null,
        status: 1,
      });
    }
  }
  return result;
}
