import { TZDate } from '@date-fns/tz';
import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';

/** Users are French: "today" is the calendar day in Paris unless told otherwise. */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

/** A calendar day, YYYY-MM-DD. */
export type IsoDay = string;

/** The calendar day of `instant` in `timeZone`, so a day never flips at 01:00 for a French user. */
export function dayIn(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): IsoDay {
  return format(new TZDate(instant.getTime(), timeZone), 'yyyy-MM-dd');
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
