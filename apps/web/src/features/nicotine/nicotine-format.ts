import type { IsoDay } from '@vapolib/domain';

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
// A calendar day is read at midnight UTC and shown in UTC, so it never shifts with the browser's zone.
const dayMonth = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const fullDay = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "1,5" (French decimal comma). */
export const formatNumber = (value: number) => decimal.format(value);

/** "1,5 mg". */
export const formatMg = (value: number) => `${decimal.format(value)} mg`;

const atUtcMidnight = (day: IsoDay) => new Date(`${day.slice(0, 10)}T00:00:00Z`);

/** "5 janv." for the chart and the step cards. */
export const formatDayMonth = (day: IsoDay) => dayMonth.format(atUtcMidnight(day));

/** "5 janv. 2026" for the history. */
export const formatDay = (day: IsoDay) => fullDay.format(atUtcMidnight(day));

/** The user asked the system for less motion: no confetti, no chart animation. */
export const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
