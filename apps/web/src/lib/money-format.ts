import { lazyFormat } from './lazy-format.ts';

const euros = lazyFormat(() => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }));

/** Cents as French euros: 22880 → "228,80 €" (narrow no-break spaces, as Intl writes them). */
export function formatEuros(cents: number): string {
  return euros.format(cents / 100);
}
