import { daysBetween, type IsoDay } from './calendar.ts';
import { COIL_DURATION, COIL_ML, type CoilStart, type DailyMl, mlText, mlVapedBetween } from './coil-life.ts';

/** A coil that « Changer » replaced: installed, removed, and the mL vaped on it (its device's share). */
export interface PastCoil {
  installedOn: IsoDay;
  removedOn: IsoDay;
  mlVaped: number;
}

/** From this many past coils on a device, their average suggests the life of its next coil. */
export const COIL_HISTORY_MIN = 3;

/**
 * The coil « Changer » removes on `removedOn` (the new coil's installation day): its mL are the logs from its first
 * counted day (its installation day unless it replaced a coil that day, decisions 0134 and 0155) up to the removal
 * day, included, divided by the shares. None when it was installed that same day or later (a second « Changer »
 * the same day replaces a coil that never vaped).
 */
export function pastCoil(
  start: CoilStart,
  removedOn: IsoDay,
  logs: readonly DailyMl[],
  shares = 1,
): PastCoil | null {
  if (removedOn <= start.installedOn) return null;
  return {
    installedOn: start.installedOn,
    removedOn,
    mlVaped: mlVapedBetween(logs, start, removedOn, shares),
  };
}

/** Whole days a past coil lasted. */
export const pastCoilDays = (coil: Pick<PastCoil, 'installedOn' | 'removedOn'>) =>
  daysBetween(coil.installedOn, coil.removedOn);

export interface CoilHistorySummary {
  count: number;
  averageDays: number;
  averageMl: number;
}

/** How long one device's past coils lasted on average, in days and mL; null without any. */
export function coilHistorySummary(coils: readonly PastCoil[]): CoilHistorySummary | null {
  if (coils.length === 0) return null;
  let days = 0;
  let ml = 0;
  for (const coil of coils) {
    days += pastCoilDays(coil);
    ml += coil.mlVaped;
  }
  return { count: coils.length, averageDays: days / coils.length, averageMl: ml / coils.length };
}

export interface CoilLifeSuggestion {
  days: number;
  ml: number | null;
  /** True when the device's own past coils set it (three or more), false for the defaults and the kind's. */
  fromHistory: boolean;
  /** True when the mL too come from them (some were logged), false for the kind's suggestion. */
  mlFromHistory: boolean;
}

const clamp = (value: number, range: { min: number; max: number }) =>
  Math.min(range.max, Math.max(range.min, Math.round(value)));

/**
 * The life offered for a device's next coil: once it has {@link COIL_HISTORY_MIN} past coils, their average days
 * and mL (whole, within the form's bounds; the mL only when some were logged, else the kind's suggestion);
 * before that, 15 days and the kind's mL suggestion.
 */
export function coilLifeSuggestion(coils: readonly PastCoil[], kindMl: number | null): CoilLifeSuggestion {
  const summary = coilHistorySummary(coils);
  if (!summary || summary.count < COIL_HISTORY_MIN)
    return { days: COIL_DURATION.default, ml: kindMl, fromHistory: false, mlFromHistory: false };
  const mlFromHistory = summary.averageMl >= COIL_ML.min;
  return {
    days: clamp(summary.averageDays, COIL_DURATION),
    ml: mlFromHistory ? clamp(summary.averageMl, COIL_ML) : kindMl,
    fromHistory: true,
    mlFromHistory,
  };
}

const dayWord = (days: number) => (days === 1 ? 'jour' : 'jours');

/** "En moyenne 12 jours et 45 mL par résistance (3 résistances changées)". */
export function coilHistorySummaryText(summary: CoilHistorySummary): string {
  const days = Math.round(summary.averageDays * 10) / 10;
  const coils = summary.count === 1 ? '1 résistance changée' : `${summary.count} résistances changées`;
  return `En moyenne ${daysText(days)} et ${mlText(summary.averageMl)} par résistance (${coils})`;
}

function daysText(days: number): string {
  return `${String(days).replace('.', ',')} ${dayWord(days)}`;
}

/** "12 jours, 45 mL vapés" for one past coil. */
export function pastCoilText(coil: PastCoil): string {
  const days = pastCoilDays(coil);
  return `${days} ${dayWord(days)}, ${mlText(coil.mlVaped)} vapés`;
}
