import { batchFamilyIds, stashKinds } from '@vapolib/domain';
import { z } from 'zod';
import { recipeCalculation } from './recipes.ts';

/** The next step's bottle and the shopping list (issue 30): read-only answers, computed from the plan and the shelf. */

export const nextBottle = z
  .object({
    step_id: z.number().int().describe('l’étape du plan (à renvoyer en step_id avec la préparation)'),
    step: z.number().int().describe('son numéro'),
    rate: z.number().describe('son taux de nicotine, en mg/mL'),
    step_start: z.string().describe('le jour où elle commence (YYYY-MM-DD)'),
    step_days: z.number().int(),
    ml_per_day: z.number().describe('mL vapotés par jour'),
    ml_per_day_source: z
      .enum(['logs', 'plan'])
      .describe('la moyenne des relevés des deux dernières semaines, sinon le chiffre du plan'),
    needed_ml: z.number().describe('mL par jour × jours de l’étape'),
    volume_ml: z.number().describe('le volume d’un mélange, arrondi à un flacon'),
    bottles: z.number().int().describe('combien de ces mélanges (plusieurs flacons de shortfill)'),
    flavour_family: z.enum(batchFamilyIds),
    steeping_days: z.number().int(),
    mix_by: z.string().describe('le dernier jour pour le préparer, pour que la maturation finisse à temps'),
    status: z
      .enum(['made', 'in-time', 'late'])
      .describe('préparé (une préparation liée à l’étape), à temps, ou trop tard pour maturer'),
    calculation: recipeCalculation.describe('le mode et les valeurs du calculateur pour un mélange'),
    recipe: z.object({ source: z.enum(['recipe', 'batch', 'default']), name: z.string() }),
    made: z
      .object({ prepared_on: z.string(), ready_on: z.string() })
      .nullable()
      .describe('la préparation liée à l’étape, si elle est faite'),
  })
  .meta({ id: 'NextBottle' });

export const nextBottleResponse = z.object({
  today: z.string().describe('le jour courant (Europe/Paris)'),
  bottle: nextBottle.nullable().describe('null sans plan, ou quand l’étape en cours est la dernière'),
});

export const shoppingItem = z
  .object({
    label: z.string().describe('« Booster 20 mg/mL », « Arôme Vanille », « PG », « Base 50/50 »…'),
    kind: z.enum(stashKinds),
    ml: z.number().describe('mL qui manquent'),
    last_price: z
      .object({ price_cents: z.number().int(), bought_ml: z.number() })
      .nullable()
      .describe('le dernier prix payé pour ce produit, et pour combien de mL'),
  })
  .meta({ id: 'ShoppingItem' });

export const shoppingListResponse = z.object({
  bottles: z
    .array(
      z.object({
        step: z.number().int(),
        rate: z.number(),
        volume_ml: z.number(),
        bottles: z.number().int(),
      }),
    )
    .describe('les prochains flacons à préparer (pas encore faits) que la liste couvre'),
  items: z.array(shoppingItem),
});

export type NextBottle = z.infer<typeof nextBottle>;
export type NextBottleResponse = z.infer<typeof nextBottleResponse>;
export type ShoppingItem = z.infer<typeof shoppingItem>;
export type ShoppingListResponse = z.infer<typeof shoppingListResponse>;
