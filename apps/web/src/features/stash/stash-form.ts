import { parseEuros, type StashKind } from '@vapolib/domain';

/** What the add form types: text fields (decimals with a comma, euros like "12,50"), the kind as a radio. */
export interface StashFormValues {
  kind: StashKind;
  name: string;
  pg: string;
  strength: string;
  bottle_ml: string;
  volume_ml: string;
  price_cents: string;
  opened_on: string;
  /** The catalogue aroma taken in the name's search, or null (a name typed freely). */
  aroma_id: number | null;
}

export const emptyStashForm = (kind: StashKind = 'base'): StashFormValues => ({
  kind,
  name: '',
  pg: kind === 'base' ? '50' : kind === 'booster' ? '50' : '',
  strength: kind === 'booster' ? '20' : '',
  bottle_ml: kind === 'booster' ? '10' : '',
  volume_ml: '',
  price_cents: '',
  opened_on: '',
  aroma_id: null,
});

/** "12,5" → 12.5; empty → undefined; anything else NaN (the contract then says what is wrong). */
export function readDecimal(text: string): number | undefined {
  const cleaned = text.trim().replace(',', '.');
  if (cleaned === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** Euros typed → cents; NaN for "-1" or "abc" (the contract's French message). */
export function readPrice(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const cents = parseEuros(text);
  return cents === undefined ? null : cents;
}
