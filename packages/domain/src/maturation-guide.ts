/** How long a home-made liquid steeps before it is vaped, by flavour family (spec §9). */

export const maturationFamilyIds = [
  'fruit-simple',
  'fruit-complexe',
  'frais-epice',
  'gourmand',
  'classic',
] as const;
export type MaturationFamilyId = (typeof maturationFamilyIds)[number];

export interface MaturationFamily {
  id: MaturationFamilyId;
  label: string;
  examples: string;
  minDays: number;
  /** null: "at least" minDays. */
  maxDays: number | null;
  /** How long, in French. */
  duration: string;
}

/** Spec §9's maturation guide. */
export const maturationGuide: readonly MaturationFamily[] = [
  {
    id: 'fruit-simple',
    label: 'Fruité simple',
    examples: 'fraise, pomme, citron…',
    minDays: 0,
    maxDays: 5,
    duration: '0 à 5 jours',
  },
  {
    id: 'fruit-complexe',
    label: 'Fruité complexe',
    examples: 'mélanges de fruits, fruits rouges…',
    minDays: 3,
    maxDays: 7,
    duration: '3 à 7 jours',
  },
  {
    id: 'frais-epice',
    label: 'Menthe, anis, réglisse, café, vanille',
    examples: 'menthe glaciale, anis étoilé…',
    minDays: 7,
    maxDays: 14,
    duration: '1 à 2 semaines',
  },
  {
    id: 'gourmand',
    label: 'Gourmand',
    examples: 'pâtisserie, caramel, crème…',
    minDays: 14,
    maxDays: 21,
    duration: '2 à 3 semaines',
  },
  {
    id: 'classic',
    label: 'Classic (tabac)',
    examples: 'blond, brun, virginie…',
    minDays: 14,
    maxDays: null,
    duration: 'au moins 2 semaines',
  },
];

export const isMaturationFamilyId = (value: unknown): value is MaturationFamilyId =>
  typeof value === 'string' && (maturationFamilyIds as readonly string[]).includes(value);

export const SHAKE_AND_VAPE_ADVICE = 'Shake & vape : aucune maturation, secouez et vapotez.';

/**
 * The steeping advice for a family. "Shake & vape" means no steeping at all, whatever the family.
 * With no family chosen, there is no advice (null).
 */
export function steepingAdvice(family: MaturationFamilyId | null, shakeAndVape: boolean): string | null {
  if (shakeAndVape) return SHAKE_AND_VAPE_ADVICE;
  const found = maturationGuide.find((item) => item.id === family);
  return found ? `${found.label} : laissez maturer ${found.duration}.` : null;
}
