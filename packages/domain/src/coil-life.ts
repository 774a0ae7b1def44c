import { daysBetween, type IsoDay } from './calendar.ts';
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

/** "N jour(s) restant(s)", singular when 1. */
export function remainingDaysText(days: number): string {
  return days === 1 ? '1 jour restant' : `${days} jours restants`;
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
  return `Temps restant : ${days} ${days === 1 ? 'jour' : 'jours'}`;
}

/** Of several coils, the one with the fewest days left (the home card shows it). */
export function mostWornCoil<T extends { dateInstallation: IsoDay; duree: number }>(
  coils: T[],
  today: IsoDay,
): T | undefined {
  let best: T | undefined;
  let bestDays = Number.POSITIVE_INFINITY;
  for (const coil of coils) {
    const days = coilRemainingDays(coil.dateInstallation, coil.duree, today);
    if (days < bestDays) {
      best = coil;
      bestDays = days;
    }
  }
  return best;
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
