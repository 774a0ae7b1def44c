import { type BatchCalculation, batchFigures } from './batches.ts';

/**
 * Safety where nicotine is handled (issue 30 §3). The calculator refuses nothing a vaper legally does at home;
 * it warns, citing the rule: directive 2014/40/EU (art. 20) caps liquids sold at 20 mg/mL of nicotine and
 * refill bottles of nicotine liquid at 10 mL.
 */

/** Directive 2014/40/EU, art. 20(3)(b): nicotine in a liquid sold, mg/mL at most. */
export const EU_NICOTINE_LIMIT_MG_ML = 20;
/** Directive 2014/40/EU, art. 20(3)(a): a refill bottle of nicotine liquid, mL at most. */
export const EU_NICOTINE_BOTTLE_LIMIT_ML = 10;

export const nicotineSafetyTexts = {
  resultAboveLimit:
    'Plus de 20 mg/mL de nicotine : c’est au-dessus de la limite des liquides vendus dans l’Union européenne (directive 2014/40/UE). Vérifiez le taux visé, et manipulez ce liquide avec des gants.',
  boosterAboveLimit:
    'Booster de plus de 20 mg/mL : au-dessus de la limite de la directive 2014/40/UE pour les liquides vendus. Il est bien plus toxique : gants, et une goutte sur la peau se rince aussitôt.',
  bottleAboveLimit:
    'Plus de 10 mL de liquide nicotiné dans un flacon : la directive 2014/40/UE limite à 10 mL les flacons vendus. Fermez-le bien et rangez-le hors de portée des enfants.',
} as const;

/** What a mix or a stash item handles; a number left out is not checked. */
export interface NicotineHandled {
  /** The liquid's nicotine, mg/mL. */
  resultMgMl?: number;
  /** The booster's strength, mg/mL. */
  boosterMgMl?: number;
  /** Volume of one bottle of liquid that holds nicotine, mL (a mix at 0 mg/mL is not one). */
  nicotineBottleMl?: number;
}

const above = (value: number | undefined, limit: number) =>
  value !== undefined && Number.isFinite(value) && value > limit;

/** The warnings for what is handled, in a fixed order; none when everything is within the EU's limits. */
export function nicotineSafetyWarnings(handled: NicotineHandled): string[] {
  const warnings: string[] = [];
  if (above(handled.resultMgMl, EU_NICOTINE_LIMIT_MG_ML)) warnings.push(nicotineSafetyTexts.resultAboveLimit);
  if (above(handled.boosterMgMl, EU_NICOTINE_LIMIT_MG_ML))
    warnings.push(nicotineSafetyTexts.boosterAboveLimit);
  if (above(handled.nicotineBottleMl, EU_NICOTINE_BOTTLE_LIMIT_ML))
    warnings.push(nicotineSafetyTexts.bottleAboveLimit);
  return warnings;
}

/**
 * The warnings for a calculator's mix: its strength, the precise mode's booster (the quick mode and shortfills
 * use 20 mg/mL boosters) and the bottle, when it holds nicotine. None while the mix has no result.
 */
export function mixSafetyWarnings(calculation: BatchCalculation): string[] {
  const figures = batchFigures(calculation);
  if (!figures) return [];
  return nicotineSafetyWarnings({
    resultMgMl: figures.nicotineRate,
    boosterMgMl:
      calculation.mode === 'precise' && calculation.inputs.nicotine > 0
        ? calculation.inputs.boosterStrength
        : undefined,
    nicotineBottleMl: figures.nicotineRate > 0 ? figures.volumeMl : undefined,
  });
}

/**
 * The safety note, written once (ANSES, French poison centres' data): shown when a batch with nicotine is
 * recorded and in the stash, dismissable, back with a new booster.
 */
export const nicotineSafetyNote = {
  title: 'La nicotine est un poison pour un enfant',
  points: [
    'Rangez boosters et liquides hors de portée des enfants, bouchon fermé, et loin des médicaments : en France, la moitié des expositions accidentelles signalées aux centres antipoison concernent des enfants de moins de 4 ans (Anses).',
    'Ne les rangez pas près des collyres : beaucoup de projections dans l’œil viennent d’un flacon de recharge pris pour des gouttes pour les yeux (Anses).',
    'Avalé ou dans les yeux : rincez l’œil à l’eau tiède 15 minutes, ne faites pas vomir, et appelez le 15 ou un centre antipoison.',
  ],
  dismiss: 'J’ai compris',
} as const;
