import { frenchDate, frenchNumber, type IsoDay } from '@vapolib/domain';

// Written as Intl's fr-FR would, without it (domain's french-format.ts): a page's first Intl formatter costs a
// phone 90–150 ms.
// Two decimals: a quarter of a mL shows as 0,25, not 0,3 (mg figures come rounded to 0.1 already).
const decimal = frenchNumber({ maximumFractionDigits: 2 });
// A calendar day is read at midnight UTC and shown in UTC, so it never shifts with the browser's zone.
const dayMonth = frenchDate({ month: 'short', utc: true });
const fullDay = frenchDate({ month: 'short', year: 'numeric', utc: true });

/** "1,5", "0,25" (French decimal comma, up to two decimals). */
export const formatNumber = (value: number) => decimal(value);

/** "1,5 mg". */
export const formatMg = (value: number) => `${decimal(value)} mg`;

const atUtcMidnight = (day: IsoDay) => new Date(`${day.slice(0, 10)}T00:00:00Z`);

/** "5 janv." for the chart and the step cards. */
export const formatDayMonth = (day: IsoDay) => dayMonth(atUtcMidnight(day));

/** "5 janv. 2026" for the history. */
export const formatDay = (day: IsoDay) => fullDay(atUtcMidnight(day));

/** The user asked the system for less motion: no confetti, no chart animation. */
export const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** "6 semaines" when the days make whole weeks, else "43 jours", "1 jour". */
export function durationText(days: number): string {
  if (days >= 7 && days % 7 === 0) {
    const weeks = days / 7;
    return `${weeks} semaine${weeks > 1 ? 's' : ''}`;
  }
  return `${days} jour${days > 1 ? 's' : ''}`;
}
