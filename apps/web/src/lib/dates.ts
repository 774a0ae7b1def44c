import { frenchDate } from '@vapolib/domain';

// Written as Intl's fr-FR would, without it (domain's french-format.ts): a page's first Intl formatter costs a
// phone 90–150 ms.
const shortDate = frenchDate({ month: 'short', year: 'numeric' });
const weekday = frenchDate({ weekday: 'long', month: 'long' });
const longDate = frenchDate({ month: 'long', year: 'numeric' });

/** "24 nov. 2026" (spec: fr-FR, short month). */
export function formatShortDate(value: string | Date): string {
  return shortDate(typeof value === 'string' ? new Date(value) : value);
}

/** "24 novembre 2026". */
export function formatLongDate(value: string | Date): string {
  return longDate(typeof value === 'string' ? new Date(value) : value);
}

/** "mardi 24 novembre". */
export function formatWeekday(value: Date): string {
  return weekday(value);
}
