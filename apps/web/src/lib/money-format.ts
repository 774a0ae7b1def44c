import { frenchNumber } from '@vapolib/domain';

const euros = frenchNumber({ euros: true });

/** Cents as French euros: 22880 → "228,80 €" (narrow no-break spaces, as Intl writes them). */
export function formatEuros(cents: number): string {
  return euros(cents / 100);
}
