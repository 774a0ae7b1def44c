import { addDaysToDay, daysBetween, type IsoDay, isIsoDay } from './calendar.ts';
import { frenchDays, frenchNumber } from './french-format.ts';
import { messages } from './messages.ts';

export const COIL_DURATION = { min: 1, max: 365, default: 15 } as const;
export const COIL_URGENT_DAYS = 3;

/** Days left: duree minus whole calendar days since installation (can be negative). */
export function coilRemainingDays(dateInstallation: IsoDay, duree: number, today: IsoDay): number {
  return duree - daysBetween(dateInstallation, today);
}

/** A coil is active while the elapsed whole days are at most its lifetime. */
export function isCoilActive(dateInstallation: IsoDay, duree: number, today: IsoDay): boolean {
  return daysBetween(dateInstallation, today) <= duree;
}

export type CoilHomeBand = 'good' | 'check' | 'soon' | 'replace';

/** The four bands of the home card: > 10 days, 4 to 10, 1 to 3, 0 or less. */
export function coilHomeBand(remainingDays: number): CoilHomeBand {
  if (remainingDays > 10) return 'good';
  if (remainingDays >= 4) return 'check';
  if (remainingDays >= 1) return 'soon';
  return 'replace';
}

/** "N jour(s) restant(s)", singular at 0 and 1. */
export function remainingDaysText(days: number): string {
  return `${frenchDays(days)} restant${Math.abs(days) >= 2 ? 's' : ''}`;
}

export type CoilLevel = 'expired' | 'urgent' | 'ok';

/**
 * The coil card's state on /resistance: worn out at 0 days, urgent at 3 days or fewer once part of its life is
 * used, so a coil with a short lifetime (1 to 3 days) starts "ok" on the day it is installed rather than urgent.
 */
export function coilLevel(remainingDays: number, duree: number): CoilLevel {
  const days = Math.max(0, remainingDays);
  if (days === 0) return 'expired';
  if (days <= COIL_URGENT_DAYS && days < duree) return 'urgent';
  return 'ok';
}

/** The coil card's line on /resistance (days floored at 0), worded for its level; "jour" singular at 1. */
export function coilStatusText(remainingDays: number, duree: number = Number.POSITIVE_INFINITY): string {
  const days = Math.max(0, remainingDays);
  const level = coilLevel(days, duree);
  if (level === 'expired') return 'À remplacer immédiatement !';
  if (level === 'urgent') return `Urgent : ${remainingDaysText(days)}`;
  return `Temps restant : ${frenchDays(days)}`;
}

/** Of several coils, the one with the least life left, the earlier of its two ends (the home card shows it). */
export function mostWornCoil<T extends CoilLifeInput>(coils: T[], today: IsoDay): T | undefined {
  let best: T | undefined;
  let bestDays = Number.POSITIVE_INFINITY;
  for (const coil of coils) {
    const days = coilLife(coil, today).remainingDays;
    if (days < bestDays) {
      best = coil;
      bestDays = days;
    }
  }
  return best;
}

export const COIL_ML = { min: 1, max: 2000 } as const;

/** The current pace averages the days logged among this many: today and the 6 days before it. */
export const COIL_PACE_WINDOW_DAYS = 7;

/** One day's logged consumption (a nicotine log, Paris day). */
export interface DailyMl {
  date: IsoDay;
  ml: number;
}

/**
 * How many shares a day's logged mL are split into: the user's devices holding at least one coil (a log does
 * not say which device vaped it, so each device is taken to vape an equal part). Never less than 1.
 */
export function coilShares(coils: readonly { cigId: number }[]): number {
  return Math.max(1, new Set(coils.map((coil) => coil.cigId)).size);
}

/**
 * Whether a coil's installation day's log counts for it (decisions 0134 and 0155): a day's log is one total that
 * does not say at what hour it was vaped, so the day of a « Changer » belongs to the coil it replaced, and a coil
 * installed that day starts at 0 mL. When no coil of its device was replaced that day (its first coil, or one
 * added after a coil was deleted rather than changed), no coil takes that day: it counts for the new coil.
 * So each logged day counts for exactly one coil of a device, from its first coil on.
 */
export interface CoilStart {
  /** The installation day. */
  installedOn: IsoDay;
  /** True when a coil of the same device was replaced (went to the history) on that day. */
  replacedACoil: boolean;
}

/** The first day whose log counts for a coil: its installation day, or the next one when it replaced a coil. */
export function firstCountedDay(start: CoilStart): IsoDay {
  return start.replacedACoil ? addDaysToDay(start.installedOn, 1) : start.installedOn;
}

/** mL vaped by a coil from its start (see {@link CoilStart}) up to `today` (included), divided by the shares. */
export function mlVapedSince(logs: readonly DailyMl[], start: CoilStart, today: IsoDay, shares = 1): number {
  return mlVapedBetween(logs, start, today, shares);
}

/**
 * mL logged from a coil's first counted day ({@link firstCountedDay}) up to `to` (included), divided by the
 * shares: a coil's life from installed to removed.
 */
export function mlVapedBetween(logs: readonly DailyMl[], start: CoilStart, to: IsoDay, shares = 1): number {
  const from = firstCountedDay(start);
  let total = 0;
  for (const log of logs) if (log.date >= from && log.date <= to) total += log.ml;
  return total / shares;
}

/**
 * The current pace of one coil in mL/day: the mean of the days logged among the last 7 (today included),
 * divided by the shares; days without a log are left out (not logging is not "not vaping"); null when none.
 */
export function currentPace(logs: readonly DailyMl[], today: IsoDay, shares = 1): number | null {
  const from = addDaysToDay(today, 1 - COIL_PACE_WINDOW_DAYS);
  let total = 0;
  let days = 0;
  for (const log of logs) {
    if (log.date < from || log.date > today) continue;
    total += log.ml;
    days += 1;
  }
  return days === 0 ? null : total / days / shares;
}

/** A coil's wear as the server reports it on `jour`: mL vaped since installation and current pace (its share). */
export interface CoilUsage {
  mlVapes: number;
  rythmeMlJour: number | null;
  jour: IsoDay;
}

/** The wear of one coil on `today` from the user's logs (see {@link coilShares}). */
export function coilUsage(
  coil: { dateInstallation: IsoDay; replacedACoil: boolean },
  logs: readonly DailyMl[],
  shares: number,
  today: IsoDay,
): CoilUsage {
  return {
    mlVapes: mlVapedSince(
      logs,
      { installedOn: coil.dateInstallation, replacedACoil: coil.replacedACoil },
      today,
      shares,
    ),
    rythmeMlJour: currentPace(logs, today, shares),
    jour: today,
  };
}

/** A coil's two lives: days (always), mL (optional), with its wear when known. */
export interface CoilLifeInput {
  dateInstallation: IsoDay;
  duree: number;
  dureeMl?: number | null;
  usure?: CoilUsage | null;
}

export type CoilLimit = 'days' | 'ml';

export interface CoilLife {
  /** Days left, the earlier of the two ends; 0 or less: to replace. */
  remainingDays: number;
  /** Which end comes first; "days" on a tie, so the spec's wording stays when both agree. */
  limit: CoilLimit;
  /** mL vaped and mL life, when the coil has an mL life and its wear is known. */
  ml: { vaped: number; life: number; pace: number | null } | null;
  /** Share of the life used, 0 to 100: the larger of the two. */
  usedPercent: number;
}

/**
 * The remaining life on `today`: the earlier of the days-based end (duree minus days elapsed) and the mL-based
 * end (mL left ÷ current pace, whole days, counted from the day the wear was reported, so cached figures keep
 * counting down offline). An mL life already reached ends it at once; without a pace only the days count.
 */
export function coilLife(coil: CoilLifeInput, today: IsoDay): CoilLife {
  const byDays = coilRemainingDays(coil.dateInstallation, coil.duree, today);
  const dayShare = coil.duree > 0 ? (coil.duree - byDays) / coil.duree : 1;
  if (!coil.dureeMl || !coil.usure) {
    return { remainingDays: byDays, limit: 'days', ml: null, usedPercent: percent(dayShare) };
  }
  const { mlVapes, rythmeMlJour, jour } = coil.usure;
  const ml = { vaped: mlVapes, life: coil.dureeMl, pace: rythmeMlJour };
  const left = coil.dureeMl - mlVapes;
  let byMl: number | null = null;
  if (left <= 0) byMl = 0;
  else if (rythmeMlJour && rythmeMlJour > 0)
    byMl = Math.floor(left / rythmeMlJour) - Math.max(0, daysBetween(jour, today));
  const usedPercent = percent(Math.max(dayShare, mlVapes / coil.dureeMl));
  if (byMl !== null && byMl < byDays) return { remainingDays: byMl, limit: 'ml', ml, usedPercent };
  return { remainingDays: byDays, limit: 'days', ml, usedPercent };
}

const percent = (share: number) => Math.min(100, Math.max(0, Math.round(share * 100)));

const mlFormat = frenchNumber({ maximumFractionDigits: 1 });

/** "12 mL", "12,5 mL" (one decimal at most, French comma). */
export function mlText(ml: number): string {
  return `${mlFormat(ml)} mL`;
}

/** "≈ 4 jours au rythme actuel de 12 mL/jour" ("jour" singular at 0 and 1; days floored at 0). */
export function paceEstimateText(days: number, pace: number): string {
  const shown = Math.max(0, days);
  return `≈ ${frenchDays(shown)} au rythme actuel de ${mlText(pace)}/jour`;
}

/** The remaining life for the home card: "N jour(s) restant(s)", or the pace estimate when mL end it first. */
export function coilRemainingText(life: CoilLife): string {
  if (life.limit === 'ml' && life.ml?.pace && life.remainingDays > 0)
    return paceEstimateText(life.remainingDays, life.ml.pace);
  return remainingDaysText(life.remainingDays);
}

/** The coil card's line on /resistance, saying which limit applies (the spec's texts when the days do). */
export function coilLifeText(life: CoilLife, duree: number): string {
  if (life.limit === 'days' || !life.ml) return coilStatusText(life.remainingDays, duree);
  const days = Math.max(0, life.remainingDays);
  const level = coilLevel(days, Number.POSITIVE_INFINITY);
  if (level === 'expired' || !life.ml.pace) return 'À remplacer immédiatement !';
  const estimate = paceEstimateText(days, life.ml.pace);
  return level === 'urgent' ? `Urgent : ${estimate}` : `Temps restant : ${estimate}`;
}

/** "28 mL vapés sur 60 mL" and, once reached or without a recent log, what that means. */
export function coilMlText(life: CoilLife): string | null {
  if (!life.ml) return null;
  const { vaped, life: total, pace } = life.ml;
  const base = `${mlText(vaped)} vapés sur ${mlText(total)}`;
  if (vaped >= total) return `${base} : sa durée de vie en mL est atteinte.`;
  if (pace === null)
    return `${base} (aucun relevé ces ${COIL_PACE_WINDOW_DAYS} derniers jours : seuls les jours comptent).`;
  return base;
}

/**
 * The coil life in mL typed in a form (a number field's text, or a number): optional (empty: days only),
 * else a whole number from 1 to 2000.
 */
export function coilMlError(value: string | number | null | undefined): string | null {
  const text = String(value ?? '')
    .trim()
    .replace(',', '.');
  if (text === '') return null;
  const ml = Number(text);
  if (!Number.isFinite(ml)) return messages.coilMlInvalid;
  if (!Number.isInteger(ml)) return messages.coilMlWhole;
  if (ml < COIL_ML.min || ml > COIL_ML.max) return messages.coilMlInvalid;
  return null;
}

/** No coil was fitted before the first e-cigarette (2003): an earlier installation date is a typing slip. */
export const FIRST_COIL_DAY: IsoDay = '2003-01-01';

/**
 * The coil installation date (YYYY-MM-DD): required, a real day, not before {@link FIRST_COIL_DAY} and, when the
 * user's `today` is given, not after it. The contract checks the first three; the form and the server add today.
 */
export function installDateError(value: string | null | undefined, today?: IsoDay): string | null {
  if (!value || !isIsoDay(value)) return messages.installDateInvalid;
  if (value < FIRST_COIL_DAY) return messages.installDateTooOld;
  if (today !== undefined && value > today) return messages.installDateFuture;
  return null;
}

export const MODELE_MAX = 100;
const modeleCharacters = /^[\p{L}\p{N} \-_.]+$/u;

/** The device model: required, trimmed, 1–100 letters, digits, spaces, hyphen, underscore and period. */
export function modeleError(value: string): string | null {
  const modele = value.trim();
  if (modele.length === 0) return messages.modeleRequired;
  if (modele.length > MODELE_MAX || !modeleCharacters.test(modele)) return messages.modeleInvalid;
  return null;
}

/**
 * The coil lifetime typed in a form (a number field's text, or a number): required, a whole number of days
 * ("2,5" is not), from 1 to 365.
 */
export function coilDurationError(value: string | number): string | null {
  const text = String(value).trim().replace(',', '.');
  if (text === '') return messages.coilDurationRequired;
  const days = Number(text);
  if (!Number.isInteger(days)) return messages.coilDurationWhole;
  if (days < COIL_DURATION.min || days > COIL_DURATION.max) return messages.coilDurationInvalid;
  return null;
}
