import {
  calculatorLimitMessages,
  calculatorLimits,
  MAX_AROMAS,
  MAX_SHORTFILL_BOOSTERS,
  maturationFamilyIds,
  messages,
  pgVgRatios,
} from '@vapolib/domain';
import { z } from 'zod';

/**
 * A number in a sane range; the calculator itself warns about impossible mixes. A field with a calculator
 * maximum (domain calculator-limits.ts) says the calculator's own French message past it.
 */
const amount = (min: number, max: number, overMax: string = messages.recipeInputsInvalid) =>
  z.number({ error: messages.recipeInputsInvalid }).min(min, messages.recipeInputsInvalid).max(max, overMax);
const volume = amount(0.1, calculatorLimits.volumeMl, calculatorLimitMessages.volume);
const nicotine = amount(0, calculatorLimits.nicotineMgMl, calculatorLimitMessages.nicotine);
const percent = amount(0, 100);

/** What every mode may also remember: the flavour family of the maturation guide and shake & vape. */
const steeping = {
  maturation: z.enum(maturationFamilyIds, { error: messages.recipeInputsInvalid }).optional(),
  shakeAndVape: z.boolean().optional(),
};

export const quickRecipeInputs = z.strictObject({
  aroma: percent,
  quantity: volume,
  ratio: z.enum(pgVgRatios, { error: messages.recipeInputsInvalid }),
  nicotine,
  ...steeping,
});

export const preciseRecipeInputs = z.strictObject({
  volume,
  pg: percent,
  nicotine,
  boosterStrength: amount(0.1, calculatorLimits.boosterMgMl, calculatorLimitMessages.booster),
  boosterPg: percent,
  aromas: z
    .array(z.strictObject({ name: z.string().trim().max(60).optional(), percent, pg: percent }))
    .max(MAX_AROMAS, messages.recipeInputsInvalid),
  ...steeping,
});

export const shortfillRecipeInputs = z.strictObject({
  bottle: amount(0.1, calculatorLimits.bottleMl, calculatorLimitMessages.bottle),
  boosters: amount(0, MAX_SHORTFILL_BOOSTERS, calculatorLimitMessages.boosters).int(
    messages.recipeInputsInvalid,
  ),
  target: nicotine,
  method: z.enum(['boosters', 'target'], { error: messages.recipeInputsInvalid }),
  ...steeping,
});

export const recipeModes = ['quick', 'precise', 'shortfill'] as const;
export type RecipeMode = (typeof recipeModes)[number];

const recipeName = z
  .string({ error: messages.recipeNameInvalid })
  .trim()
  .min(1, messages.recipeNameInvalid)
  .max(80, messages.recipeNameInvalid);

/** The mode says which inputs are valid. */
const modeAndInputs = [
  z.object({ mode: z.literal('quick'), inputs: quickRecipeInputs }),
  z.object({ mode: z.literal('precise'), inputs: preciseRecipeInputs }),
  z.object({ mode: z.literal('shortfill'), inputs: shortfillRecipeInputs }),
] as const;

/** A calculation of the calculator: its mode and the inputs valid for it (a batch keeps the one it came from). */
export const recipeCalculation = z.discriminatedUnion('mode', modeAndInputs, {
  error: messages.recipeModeInvalid,
});

const recipeMeta = {
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
};

export const recipe = z
  .discriminatedUnion('mode', [
    modeAndInputs[0].extend(recipeMeta),
    modeAndInputs[1].extend(recipeMeta),
    modeAndInputs[2].extend(recipeMeta),
  ])
  .meta({ id: 'Recipe' });

export const createRecipeBody = z.discriminatedUnion(
  'mode',
  [
    modeAndInputs[0].extend({ name: recipeName }),
    modeAndInputs[1].extend({ name: recipeName }),
    modeAndInputs[2].extend({ name: recipeName }),
  ],
  { error: messages.recipeModeInvalid },
);

export const renameRecipeBody = z.object({ name: recipeName });

export const recipeResponse = z.object({ message: z.string(), recipe });

export const recipeList = z.array(recipe);

export type Recipe = z.infer<typeof recipe>;
export type QuickRecipeInputs = z.infer<typeof quickRecipeInputs>;
export type PreciseRecipeInputs = z.infer<typeof preciseRecipeInputs>;
export type ShortfillRecipeInputs = z.infer<typeof shortfillRecipeInputs>;
export type CreateRecipeBody = z.input<typeof createRecipeBody>;
export type RenameRecipeBody = z.input<typeof renameRecipeBody>;
