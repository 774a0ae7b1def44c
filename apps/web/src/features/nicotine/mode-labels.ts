import { type NicotineMode, nicotineModes, targetRateOptions, weeksPerStep } from '@vapolib/domain';
import { formatMg } from '../../lib/nicotine-format.ts';

export const modeLabels: Record<NicotineMode, string> = { lent: 'Lent', normal: 'Normal', rapide: 'Rapide' };

/** "une baisse toutes les 3 semaines", "… toutes les semaines" for rapide. */
export function modeRhythm(mode: NicotineMode): string {
  const weeks = weeksPerStep[mode];
  return weeks === 1 ? 'une baisse toutes les semaines' : `une baisse toutes les ${weeks} semaines`;
}

/** "8 semaines", "1 semaine". */
export const weeksText = (weeks: number) => `${weeks} semaine${weeks > 1 ? 's' : ''}`;

/** The rhythm choices of the creation form and of "Modifier les paliers". */
export const modeChoices = () =>
  nicotineModes.map((option) => ({
    value: option,
    label: modeLabels[option],
    description: modeRhythm(option),
  }));

/** The target choices; a target above `maxRate` (the start or current rate) is disabled. */
export const targetChoices = (maxRate: number) =>
  targetRateOptions.map((rate) => ({ value: rate, label: formatMg(rate), disabled: rate > maxRate }));
