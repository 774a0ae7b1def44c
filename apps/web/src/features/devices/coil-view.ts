import { type CoilLevel, coilLevel, coilRemainingDays, coilStatusText, type IsoDay } from '@vapolib/domain';

export type { CoilLevel };

/** What a coil card on /resistance shows: days left floored at 0, its line, its colour and the life used. */
export function coilView(coil: { dateInstallation: IsoDay; duree: number }, today: IsoDay) {
  const days = Math.max(0, coilRemainingDays(coil.dateInstallation, coil.duree, today));
  const level = coilLevel(days, coil.duree);
  const used = coil.duree > 0 ? ((coil.duree - days) / coil.duree) * 100 : 100;
  const usedPercent = Math.min(100, Math.max(0, Math.round(used)));
  return { days, level, status: coilStatusText(days, coil.duree), usedPercent };
}

/** A calendar day shown in French ("5 mars 2026"), read at noon so no time zone shifts it. */
export const dayAtNoon = (day: IsoDay) => `${day}T12:00:00`;
