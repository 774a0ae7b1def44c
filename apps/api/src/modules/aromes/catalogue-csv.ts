import { isCleanCatalogueText, messages, normalizeForSearch } from '@vapolib/domain';
import type { NewArome } from './aromes.repository.ts';

/** Splits one CSV line, honouring double quotes ("a, b" and "" for a quote). */
export function parseCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',' || char === ';') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((value) => value.trim());
}

const csvCell = (value: string) => (/[",;\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export function toCsv(rows: string[][]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\n')}\n`;
}

export interface ParsedCatalogue {
  rows: (NewArome & { line: number })[];
  rejected: { line: number; reason: string }[];
}

/**
 * Reads a catalogue CSV whose header names the columns brand, name and optionally image_url
 * (any order, `,` or `;`), and explains each line it cannot take.
 */
export function parseCatalogueCsv(text: string): ParsedCatalogue {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = parseCsvLine(lines[0] ?? '').map((cell) => cell.toLowerCase());
  const brandAt = header.indexOf('brand');
  const nameAt = header.indexOf('name');
  const imageAt = header.indexOf('image_url');
  if (brandAt < 0 || nameAt < 0) {
    return { rows: [], rejected: [{ line: 1, reason: 'En-tête attendu : brand,name[,image_url]' }] };
  }
  const result: ParsedCatalogue = { rows: [], rejected: [] };
  lines.slice(1).forEach((raw, index) => {
    const line = index + 2;
    if (raw.trim() === '') return;
    const cells = parseCsvLine(raw);
    const brand = cells[brandAt] ?? '';
    const name = cells[nameAt] ?? '';
    const imageUrl = imageAt >= 0 ? (cells[imageAt] ?? '') : '';
    if (!brand || brand.length > 100) result.rejected.push({ line, reason: messages.aromeBrandRequired });
    else if (!name || name.length > 100) result.rejected.push({ line, reason: messages.aromeNameRequired });
    else if (!isCleanCatalogueText(brand) || !isCleanCatalogueText(name))
      result.rejected.push({ line, reason: messages.aromeTextInvalid });
    else if (imageUrl && !/^(https:\/\/|\/)[^\s<>"]+$/.test(imageUrl)) {
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
  });
  return result;
}
