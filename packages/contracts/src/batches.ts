import { batchFamilyIds, isIsoDay, messages } from '@vapolib/domain';
import { z } from 'zod';
import { bodyId } from './common.ts';
import { recipeCalculation } from './recipes.ts';
import { stashDeduction } from './stash.ts';

const batchName = z
  .string({ error: messages.batchNameInvalid })
  .trim()
  .min(1, messages.batchNameInvalid)
  .max(80, messages.batchNameInvalid);
const preparedOn = z
  .string({ error: messages.batchDateInvalid })
  .refine(isIsoDay, messages.batchDateInvalid)
  .describe('jour de préparation (YYYY-MM-DD), ni dans le futur ni il y a plus d’un an');
const volumeMl = z
  .number({ error: messages.batchVolumeInvalid })
  .gt(0, messages.batchVolumeInvalid)
  .max(10_000, messages.batchVolumeInvalid);
const nicotineRate = z
  .number({ error: messages.batchRateInvalid })
  .min(0, messages.batchRateInvalid)
  .max(50, messages.batchRateInvalid);
const flavourFamily = z
  .enum(batchFamilyIds, { error: messages.batchFamilyInvalid })
  .describe('famille du guide de maturation, ou « shake-and-vape » (prête le jour même)');
const notifie = z
  .boolean({ error: messages.invalidRequest })
  .describe('rappel (notification et e-mail) le jour où elle est prête');

export const createBatchBody = z.object({
  name: batchName,
  prepared_on: preparedOn.optional().describe('aujourd’hui (Europe/Paris) par défaut'),
  volume_ml: volumeMl,
  nicotine_rate: nicotineRate,
  flavour_family: flavourFamily,
  recipe_id: bodyId(messages.batchRecipeNotFound).nullable().optional(),
  // The plan step it is mixed for (the « Le flacon de la prochaine étape » card); described like recipe_id.
  step_id: bodyId(messages.batchStepNotFound).nullable().optional(),
  calculation: recipeCalculation
    .nullable()
    .optional()
    .describe('le mode et les valeurs du calculateur, pour la rouvrir'),
  notifie: notifie.optional().default(true),
  from_stash: z
    .boolean({ error: messages.invalidRequest })
    .optional()
    .default(false)
    .describe('déduire de mon stock ce que le calcul a versé (jamais sous zéro ; ce qui manquait est dit)'),
});

export const updateBatchBody = z
  .object({
    name: batchName.optional(),
    prepared_on: preparedOn.optional(),
    volume_ml: volumeMl.optional(),
    nicotine_rate: nicotineRate.optional(),
    flavour_family: flavourFamily.optional(),
    notifie: notifie.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), messages.batchNothingToChange);

export const batch = z
  .object({
    id: z.number().int(),
    recipe_id: z.number().int().nullable(),
    step_id: z.number().int().nullable().describe('l’étape du plan pour laquelle il a été préparé'),
    name: z.string(),
    prepared_on: z.string(),
    volume_ml: z.number(),
    nicotine_rate: z.number(),
    flavour_family: z.enum(batchFamilyIds),
    ready_on: z.string().describe('premier jour où elle est prête (début de la fourchette du guide)'),
    ready_until: z.string().describe('fin de la fourchette du guide (égale à ready_on pour « au moins »)'),
    calculation: recipeCalculation.nullable().describe('le mode et les valeurs du calculateur'),
    notifie: z.boolean(),
    already_notified: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Batch' });

export const batchList = z.object({
  today: z.string().describe('le jour courant (Europe/Paris), YYYY-MM-DD'),
  batches: z.array(batch),
});

export const batchResponse = z.object({
  message: z.string(),
  batch,
  stash: stashDeduction.optional().describe('ce que la préparation a pris au stock (avec from_stash)'),
});

export type Batch = z.infer<typeof batch>;
export type BatchList = z.infer<typeof batchList>;
export type CreateBatchBody = z.input<typeof createBatchBody>;
export type UpdateBatchBody = z.input<typeof updateBatchBody>;
