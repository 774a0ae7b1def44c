import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';

/** Users are French: "today" is the calendar day in Paris unless told otherwise. */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

/** A calendar day, YYYY-MM-DD. */
export type IsoDay = string;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day of `instant` in `timeZone`, so a day never flips at 01:00 for a French user. Read with one
 * Intl formatter per zone (a TZDate asks Intl for the zone's offset name several times per call, and building
 * that formatter costs a phone about 25 ms).
 */
export function dayIn(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): IsoDay {
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
