import { frenchNumber } from '@vapolib/domain';

// Written as Intl's fr-FR would, without it (domain's french-format.ts): a page's first Intl formatter costs a
// phone 90–150 ms.
// Two decimals: a quarter of a mL shows as 0,25, not 0,3 (mg figures come rounded to 0.1 already).
const decimal = frenchNumber({ maximumFractionDigits: 2 });

/** "1,5", "0,25" (French decimal comma, up to two decimals). */
export const formatNumber = (value: number) => decimal(value);

/** "1,5 mg". */
export const formatMg = (value: number) => `${decimal(value)} mg`;

/** The user asked the system for less motion: no confetti, no chart animation. */
export const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
