import { type NicotineMode, weeksPerStep } from '@vapolib/domain';

export const modeLabels: Record<NicotineMode, string> = { lent: 'Lent', normal: 'Normal', rapide: 'Rapide' };

/** "une baisse toutes les 3 semaines", "… toutes les semaines" for rapide. */
export function modeRhythm(mode: NicotineMode): string {
  const weeks = weeksPerStep[mode];
  return weeks === 1 ? 'une baisse toutes les semaines' : `une baisse toutes les ${weeks} semaines`;
}

/** "8 semaines", "1 semaine". */
export const weeksText = (weeks: number) => `${weeks} semaine${weeks > 1 ? 's' : ''}`;
