import { frenchDate, frenchDays, type IsoDay } from '@vapolib/domain';

/*
 * Every date and day count the web shows is written here (issue 26: one formatter for every screen), in
 * French: « 1er décembre » for the first of a month, « 0 jour », « 1 jour », « 2 jours ».
 * Written as Intl's fr-FR would, without it (domain's french-format.ts): a page's first Intl formatter costs a
 * phone 90–150 ms.
 */
const shortDate = frenchDate({ month: 'short', year: 'numeric' });
const weekday = frenchDate({ weekday: 'long', month: 'long' });
const longDate = frenchDate({ month: 'long', year: 'numeric' });
const dayMonth = frenchDate({ month: 'short' });
// A calendar day is read at midnight UTC and shown in UTC, so it never shifts with the browser's zone.
const dayMonthUtc = frenchDate({ month: 'short', utc: true });
const shortDayUtc = frenchDate({ month: 'short', year: 'numeric', utc: true });
const longDayUtc = frenchDate({ month: 'long', year: 'numeric', utc: true });
const weekdayUtc = frenchDate({ weekday: 'long', month: 'long', utc: true });

const atUtcMidnight = (day: IsoDay) => new Date(`${day.slice(0, 10)}T00:00:00Z`);
const asDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** "24 nov. 2026", "1er déc. 2026" (spec: fr-FR, short month), for an instant (a record's creation). */
export function formatShortDate(value: string | Date): string {
  return shortDate(asDate(value));
}

/** "24 novembre 2026", "1er décembre 2026", for an instant. */
export function formatLongDate(value: string | Date): string {
  return longDate(asDate(value));
}

/** "29 novembre 2026 à 8 h 00", "1er décembre 2026 à 23 h 05": an instant with its time (the browser's zone). */
export function formatDateTime(value: string | Date): string {
  const date = asDate(value);
  return `${longDate(date)} à ${date.getHours()} h ${String(date.getMinutes()).padStart(2, '0')}`;
}

/** "2 déc.", "1er janv.": the day of an instant (the browser's zone), without its year. */
export function formatInstantDayMonth(value: string | Date): string {
  return dayMonth(asDate(value));
}

/** "mardi 24 novembre", "mardi 1er décembre". */
export function formatWeekday(value: Date): string {
  return weekday(value);
}

/** "5 janv.", "1er mars": a calendar day (YYYY-MM-DD) for the chart and the step cards. */
export const formatDayMonth = (day: IsoDay) => dayMonthUtc(atUtcMidnight(day));

/** "5 janv. 2026": a calendar day, for the history and the lists. */
export const formatDay = (day: IsoDay) => shortDayUtc(atUtcMidnight(day));

/** "1er janvier 2026": a calendar day, spelled out (« Installée le 1er janvier 2026 »). */
export const formatLongDay = (day: IsoDay) => longDayUtc(atUtcMidnight(day));

/** "jeudi 10 décembre": a calendar day with its weekday. */
export const formatDayName = (day: IsoDay) => weekdayUtc(atUtcMidnight(day));

/** "0 jour", "1 jour", "2 jours". */
export const daysText = (count: number) => frenchDays(count);

/** "6 semaines" when the days make whole weeks, else "43 jours", "1 jour". */
export function durationText(days: number): string {
  if (days >= 7 && days % 7 === 0) {
    const weeks = days / 7;
    return `${weeks} semaine${weeks > 1 ? 's' : ''}`;
  }
  return daysText(days);
}

/** "Prête aujourd’hui", "Prête après 1 jour", "Prête après 3 jours": a mix steeping for `days`. */
export const readyAfterText = (days: number) =>
  days <= 0 ? 'Prête aujourd’hui' : `Prête après ${daysText(days)}`;
