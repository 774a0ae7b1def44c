import {
  type CoilLevel,
  type CoilLifeInput,
  coilLevel,
  coilLife,
  coilLifeText,
  coilMlText,
  type IsoDay,
} from '@vapolib/domain';

export type { CoilLevel };

/**
 * What a coil card on /resistance shows: days left floored at 0 (the earlier of its days and mL ends), its line
 * saying which limit applies, its colour, the life used, and the mL vaped when it has an mL life. Computed from
 * the (possibly cached) coil list and today's date, so it reads the same offline.
 */
export function coilView(coil: CoilLifeInput, today: IsoDay) {
  const life = coilLife(coil, today);
  const days = Math.max(0, life.remainingDays);
  const level = coilLevel(days, life.limit === 'ml' ? Number.POSITIVE_INFINITY : coil.duree);
  return {
    days,
    level,
    limit: life.limit,
    status: coilLifeText(life, coil.duree),
    ml: coilMlText(life),
    usedPercent: life.usedPercent,
  };
}

/** A calendar day shown in French ("5 mars 2026"), read at noon so no time zone shifts it. */
export const dayAtNoon = (day: IsoDay) => `${day}T12:00:00`;
