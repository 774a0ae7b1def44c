import { frenchNumber } from './french-format.ts';

/**
 * The calculator's maxima (issue 26, decision 0141): a home mix is at most a few litres. Past them the screen
 * would show numbers wider than a phone (999 999 999 mL made the result tiles overlap), so each field says its
 * limit in French, and the saved recipes (packages/contracts) refuse the same values.
 */
export const calculatorLimits = {
  /** Quick quantity and precise final volume, in mL: 5 L. */
  volumeMl: 5000,
  /** The shortfill's liquid in its bottle, in mL (shortfills are sold 50 to 200 mL; 1 L bottles exist). */
  bottleMl: 1000,
  /** A nicotine booster or base, in mg/mL (20 in the EU; 100 mg/mL bases elsewhere). */
  boosterMgMl: 100,
  /** Nicotine aimed at, in mg/mL. */
  nicotineMgMl: 100,
  /** 10 mL boosters added to a shortfill. */
  shortfillBoosters: 20,
} as const;

const number = frenchNumber({ maximumFractionDigits: 0 });

export const calculatorLimitMessages = {
  volume: `La quantité ne peut pas dépasser ${number(calculatorLimits.volumeMl)} mL (5 litres) : c’est le plus grand mélange maison que calcule Vapolib.`,
  bottle: `Le flacon ne peut pas contenir plus de ${number(calculatorLimits.bottleMl)} mL de liquide.`,
  booster: `La force du booster ne peut pas dépasser ${number(calculatorLimits.boosterMgMl)} mg/mL.`,
  nicotine: `Le taux de nicotine ne peut pas dépasser ${number(calculatorLimits.nicotineMgMl)} mg/mL.`,
  boosters: `Pas plus de ${calculatorLimits.shortfillBoosters} boosters dans un shortfill.`,
} as const;

export type CalculatorLimitedField = keyof typeof calculatorLimitMessages;

const limitOf: Record<CalculatorLimitedField, number> = {
  volume: calculatorLimits.volumeMl,
  bottle: calculatorLimits.bottleMl,
  booster: calculatorLimits.boosterMgMl,
  nicotine: calculatorLimits.nicotineMgMl,
  boosters: calculatorLimits.shortfillBoosters,
};

/** The French message of a field whose value is over its maximum, else null (a missing value is not over). */
export function calculatorLimitError(field: CalculatorLimitedField, value: number): string | null {
  return Number.isFinite(value) && value > limitOf[field] ? calculatorLimitMessages[field] : null;
}
