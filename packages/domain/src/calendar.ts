import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';

/** Users are French: "today" is the calendar day in Paris unless told otherwise. */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

/** A calendar day, YYYY-MM-DD. */
export type IsoDay = string;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The first instant (ms) of the month's last Sunday at 01:00 UTC: when the EU changes its clocks. */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Paris's offset from UTC in hours by the EU rule in force since 1996 (summer time from the last Sunday of
 * March to the last Sunday of October, 01:00 UTC), or undefined before 1996.
 */
function parisOffsetHours(instant: Date): number | undefined {
  const year = instant.getUTCFullYear();
  if (!(year >= 1996)) return undefined;
  const time = instant.getTime();
  return time >= lastSundayAt1Utc(year, 2) && time < lastSundayAt1Utc(year, 9) ? 2 : 1;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * The calendar day of `instant` in `timeZone`, so a day never flips at 01:00 for a French user. Paris's day is
 * worked out from the EU's summer-time rule (calendar.test.ts checks it against Intl hour by hour): a page's
 * first Intl formatter loads ICU's data, 90–150 ms on a phone before the page appears. Other zones are read with
 * one Intl formatter per zone (a TZDate asks Intl for the zone's offset name several times per call).
 */
export function dayIn(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): IsoDay {
  const parisOffset = timeZone === DEFAULT_TIME_ZONE ? parisOffsetHours(instant) : undefined;
  if (parisOffset !== undefined) {
    const local = new Date(instant.getTime() + parisOffset * 3600_000);
    if (local.getUTCFullYear() <= 9999)
      return `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  }
  let dayFormat = dayFormats.get(timeZone);
  if (!dayFormat) {
    dayFormat = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, dayFormat);
  }
  const parts = dayFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/**
 * Orders two days (YYYY-MM-DD) for `sort`, as `localeCompare` would for them, without asking Intl: the first
 * comparison by locale loads ICU's collation data, up to 190 ms on a phone.
 */
export function compareDays(a: IsoDay, b: IsoDay): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function addDaysToDay(day: IsoDay, days: number): IsoDay {
  return format(addDays(parseISO(day), days), 'yyyy-MM-dd');
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDay, to: IsoDay): number {
  return differenceInCalendarDays(parseISO(to), parseISO(from));
}

export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = parseISO(value);
  return !Number.isNaN(parsed.getTime()) && format(parsed, 'yyyy-MM-dd') === value;
}
