import { TZDate } from '@date-fns/tz';
import { addDaysToDay, DEFAULT_TIME_ZONE, dayIn, type IsoDay } from './calendar.ts';

/** « Envies » (cravings) and « écarts » (slips): what is logged, and the limits of each field. */

export const CRAVING_INTENSITY = { min: 1, max: 5 } as const;
/** Cigarettes in one slip: a day's pack and more, never a typo like 1e9. */
export const SLIP_COUNT = { min: 1, max: 100 } as const;
/** A note, counted in characters as the user sees them (an emoji is one). */
export const NOTE_MAX_CHARS = 500;
export const TRIGGER_OTHER_MAX_CHARS = 100;
/** How far back a craving or slip may be dated (a phone offline for a while, an entry made later). */
export const ENTRY_MAX_AGE_DAYS = 30;
/** « Tenir bon »: cravings pass in a few minutes; the exercise lasts three. */
export const HOLD_ON_SECONDS = 180;
/** One breath of the exercise: breathe in 4 s, out 6 s (slow breathing, six a minute). */
export const BREATH_IN_SECONDS = 4;
export const BREATH_OUT_SECONDS = 6;
/** Tabac Info Service, the French quitline (free call). */
export const TABAC_INFO_SERVICE_PHONE = '39 89';

export const cravingTriggers = [
  'stress',
  'cafe',
  'repas',
  'alcool',
  'ennui',
  'pause-travail',
  'reveil',
  'fumeurs',
  'autre',
] as const;
export type CravingTrigger = (typeof cravingTriggers)[number];

export const cravingTriggerLabels: Record<CravingTrigger, string> = {
  stress: 'Stress',
  cafe: 'Café',
  repas: 'Repas',
  alcool: 'Alcool',
  ennui: 'Ennui',
  'pause-travail': 'Pause au travail',
  reveil: 'Après le réveil',
  fumeurs: 'Avec d’autres fumeurs',
  autre: 'Autre',
};

export const cravingHelps = ['vapoter', 'respirer', 'eau', 'marcher', 'attendre', 'autre'] as const;
export type CravingHelp = (typeof cravingHelps)[number];

export const cravingHelpLabels: Record<CravingHelp, string> = {
  vapoter: 'Vapoter',
  respirer: 'Respirer',
  eau: 'Boire de l’eau',
  marcher: 'Marcher',
  attendre: 'Attendre',
  autre: 'Autre',
};

export const intensityLabels: Record<number, string> = {
  1: 'Légère',
  2: 'Modérée',
  3: 'Forte',
  4: 'Très forte',
  5: 'Irrésistible',
};

/** Characters as the user counts them: an emoji (a surrogate pair) is one, never cut in half. */
export function charCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** Control characters other than tab and line breaks: a note is text typed by a person. */
export function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

export interface CravingEntry {
  at: Date;
  intensity: number;
  trigger: CravingTrigger | null;
  helped: readonly CravingHelp[];
  smoked: boolean;
}

export interface SlipEntry {
  at: Date;
  count: number;
  trigger: CravingTrigger | null;
}

export interface HelpRating {
  help: CravingHelp;
  /** Cravings where this way was used. */
  used: number;
  /** Of those, the ones that did not end in a cigarette. */
  held: number;
  /** held / used, 0 to 1. */
  share: number;
}

/**
 * « Ce qui aide le plus »: for each way used at least once, the share of its cravings that did not end in a
 * cigarette; the best share first, then the most used (a way tried once at 100 % follows one tried ten times at
 * 100 %), then the list's order.
 */
export function helpRatings(cravings: readonly Pick<CravingEntry, 'helped' | 'smoked'>[]): HelpRating[] {
  const ratings = cravingHelps.map((help) => {
    const used = cravings.filter((craving) => craving.helped.includes(help));
    const held = used.filter((craving) => !craving.smoked).length;
    return { help, used: used.length, held, share: used.length === 0 ? 0 : held / used.length };
  });
  return ratings.filter((rating) => rating.used > 0).sort((a, b) => b.share - a.share || b.used - a.used);
}

export interface TriggerCount {
  trigger: CravingTrigger;
  count: number;
}

/** The triggers named, most frequent first (ties in the list's order); cravings and slips both count. */
export function topTriggers(entries: readonly { trigger: CravingTrigger | null }[]): TriggerCount[] {
  const counts = new Map<CravingTrigger, number>();
  for (const entry of entries)
    if (entry.trigger) counts.set(entry.trigger, (counts.get(entry.trigger) ?? 0) + 1);
  return cravingTriggers
    .map((trigger) => ({ trigger, count: counts.get(trigger) ?? 0 }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count);
}

/** Weekday (0 = Monday … 6 = Sunday) and hour (0–23) of an instant on the user's clock (Paris). */
export function weekdayAndHour(instant: Date, timeZone: string = DEFAULT_TIME_ZONE) {
  const local = new TZDate(instant.getTime(), timeZone);
  return { weekday: (local.getDay() + 6) % 7, hour: local.getHours() };
}

export interface CravingMonth {
  /** The 30 days to today (Paris), oldest first, with the cravings and cigarettes of each. */
  days: { date: IsoDay; cravings: number; cigarettes: number }[];
  total: number;
  /** Cravings that did not end in a cigarette. */
  held: number;
  triggers: TriggerCount[];
  /** grid[weekday][hour]: cravings at that hour of that weekday (Monday first). */
  grid: number[][];
  helps: HelpRating[];
  slips: number;
  cigarettes: number;
}

export const MONTH_DAYS = 30;

/** What « Mes envies » shows over the 30 days to `now` (Paris days): entries outside them are left out. */
export function cravingMonth(
  cravings: readonly CravingEntry[],
  slips: readonly SlipEntry[],
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): CravingMonth {
  const today = dayIn(now, timeZone);
  const from = addDaysToDay(today, -(MONTH_DAYS - 1));
  const inMonth = <T extends { at: Date }>(entries: readonly T[]) =>
    entries.filter((entry) => {
      const day = dayIn(entry.at, timeZone);
      return day >= from && day <= today;
    });
  const monthCravings = inMonth(cravings);
  const monthSlips = inMonth(slips);
  const days = Array.from({ length: MONTH_DAYS }, (_, index) => ({
    date: addDaysToDay(from, index),
    cravings: 0,
    cigarettes: 0,
  }));
  const byDay = new Map(days.map((day) => [day.date, day]));
  const grid = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  for (const craving of monthCravings) {
    byDay.get(dayIn(craving.at, timeZone))!.cravings += 1;
    const { weekday, hour } = weekdayAndHour(craving.at, timeZone);
    grid[weekday]![hour]! += 1;
  }
  for (const slip of monthSlips) byDay.get(dayIn(slip.at, timeZone))!.cigarettes += slip.count;
  return {
    days,
    total: monthCravings.length,
    held: monthCravings.filter((craving) => !craving.smoked).length,
    triggers: topTriggers([...monthCravings, ...monthSlips]),
    grid,
    helps: helpRatings(monthCravings),
    slips: monthSlips.length,
    cigarettes: monthSlips.reduce((sum, slip) => sum + slip.count, 0),
  };
}
