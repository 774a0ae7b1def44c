import { cigaretteEquivalent } from '@vapolib/domain';
import { formatNumber } from './nicotine-format.ts';

/*
 * Two figures count avoided cigarettes and both are right (issue 26): « Nicotine évitée » (the spec's cigarette
 * equivalent) is the nicotine the logged mL did not carry because the rate went down from the plan's start,
 * ÷ 3 mg; « Mes économies » counts the cigarettes no longer smoked, from the user's former cigarettes a day.
 * Each says what it is measured against, in these words, so one never reads as the other being wrong.
 */

/** "par rapport à votre taux de départ (12 mg/mL)": what « Nicotine évitée » compares with. */
export const savedBasisText = (startRate: number) =>
  `par rapport à votre taux de départ (${formatNumber(startRate)}\u00a0mg/mL)`;

/** "l’équivalent nicotine de 3 cigarettes (3 mg chacune)". */
export function cigaretteEquivalentText(savedMg: number): string {
  const count = cigaretteEquivalent(savedMg);
  return `l’équivalent nicotine de ${count} cigarette${count > 1 ? 's' : ''} (3\u00a0mg chacune)`;
}

/**
 * "180 cigarettes non fumées (15 par jour avant la vape)", for « Mes économies »; the cigarettes smoked all the
 * same (slips) come off, as their cost comes off the money saved: "178 cigarettes non fumées (15 par jour avant la
 * vape, moins 2 fumées lors d’un écart)".
 */
export function cigarettesNotSmokedText(cigarettesPerDay: number, days: number, slipCigarettes = 0): string {
  const count = Math.max(0, Math.round(cigarettesPerDay * days) - slipCigarettes);
  const perDay = formatNumber(cigarettesPerDay);
  const smoked =
    slipCigarettes > 0 ? `, moins ${slipCigarettes} fumée${slipCigarettes > 1 ? 's' : ''} lors d’écarts` : '';
  return `${count} cigarette${count > 1 ? 's' : ''} non fumée${count > 1 ? 's' : ''} (${perDay} par jour avant la vape${smoked})`;
}
