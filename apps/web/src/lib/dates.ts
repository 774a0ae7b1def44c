import { lazyFormat } from './lazy-format.ts';

const shortDate = lazyFormat(
  () => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric' }),
);
const weekday = lazyFormat(
  () => new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long' }),
);
const longDate = lazyFormat(
  () => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' }),
);

/** "24 nov. 2026" (spec: fr-FR, short month). */
export function formatShortDate(value: string | Date): string {
  return shortDate.format(typeof value === 'string' ? new Date(value) : value);
}

/** "24 novembre 2026". */
export function formatLongDate(value: string | Date): string {
  return longDate.format(typeof value === 'string' ? new Date(value) : value);
}

/** "mardi 24 novembre". */
export function formatWeekday(value: Date): string {
  return weekday.format(value);
}
