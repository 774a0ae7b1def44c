import { isIsoDay, lowStockReasons, MAX_PRICE_CENTS, messages, stashKinds } from '@vapolib/domain';
import { z } from 'zod';
import { bodyId } from './common.ts';

/** « Mon stock »: bases, nicotine boosters and aromas, in mL; prices in euro cents. */

const name = z
  .string({ error: messages.stashNameInvalid })
  .trim()
  .min(1, messages.stashNameInvalid)
  .max(80, messages.stashNameInvalid);
const volumeLeft = z
  .number({ error: messages.stashVolumeInvalid })
  .min(0, messages.stashVolumeInvalid)
  .max(10_000, messages.stashVolumeInvalid)
  .describe('mL restants');
const bought = z
  .number({ error: messages.stashBoughtInvalid })
  .gt(0, messages.stashBoughtInvalid)
  .max(10_000, messages.stashBoughtInvalid)
  .describe('mL achetés (le contenu du flacon à l’achat) ; le volume restant par défaut');
const pg = z
  .number({ error: messages.stashPgInvalid })
  .int(messages.stashPgInvalid)
  .min(0, messages.stashPgInvalid)
  .max(100, messages.stashPgInvalid)
  .describe('taux de PG, en % (le VG est le reste)');
const strength = z
  .number({ error: messages.stashStrengthInvalid })
  .gt(0, messages.stashStrengthInvalid)
  .max(1000, messages.stashStrengthInvalid)
  .describe('force du booster, en mg/mL');
const bottle = z
  .number({ error: messages.stashBottleInvalid })
  .gt(0, messages.stashBottleInvalid)
  .max(1000, messages.stashBottleInvalid)
  .describe('contenance d’un flacon de booster, en mL');
const price = z
  .number({ error: messages.stashPriceInvalid })
  .int(messages.stashPriceInvalid)
  .min(0, messages.stashPriceInvalid)
  .max(MAX_PRICE_CENTS, messages.stashPriceInvalid)
  .describe('prix payé, en centimes d’euro');
const openedOn = z
  .string({ error: messages.stashOpenedInvalid })
  .refine(isIsoDay, messages.stashOpenedInvalid)
  .describe('jour d’ouverture (YYYY-MM-DD)');

const common = {
  volume_ml: volumeLeft,
  bought_ml: bought.optional(),
  price_cents: price.nullable().optional(),
};

export const createStashItemBody = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('base'),
      name: name.optional().describe('« Base 50/50 » par défaut'),
      pg,
      ...common,
    }),
    z.strictObject({
      kind: z.literal('booster'),
      name: name.optional().describe('« Booster 20 mg/mL » par défaut'),
      strength,
      pg,
      bottle_ml: bottle,
      ...common,
    }),
    z.strictObject({
      kind: z.literal('aroma'),
      name,
      aroma_id: bodyId(messages.stashAromaNotFound).nullable().optional(),
      opened_on: openedOn.nullable().optional(),
      ...common,
    }),
  ],
  { error: messages.stashKindInvalid },
);

export const updateStashItemBody = z
  .strictObject({
    name: name.optional(),
    volume_ml: volumeLeft.optional(),
    bought_ml: bought.optional(),
    price_cents: price.nullable().optional(),
    pg: pg.optional(),
    strength: strength.optional(),
    bottle_ml: bottle.optional(),
    opened_on: openedOn.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), messages.stashNothingToChange);

export const stashItem = z
  .object({
    id: z.number().int(),
    kind: z.enum(stashKinds),
    name: z.string(),
    aroma_id: z.number().int().nullable(),
    pg: z.number().nullable(),
    strength: z.number().nullable(),
    volume_ml: z.number(),
    bought_ml: z.number(),
    bottle_ml: z.number().nullable(),
    price_cents: z.number().int().nullable(),
    opened_on: z.string().nullable(),
    last_taken_ml: z.number().nullable().describe('ce que la dernière préparation en a pris, en mL'),
    low: z
      .boolean()
      .describe(
        'stock bas : moins de deux mélanges comme le dernier préparé (sa recette), ou, pour un produit que cette recette n’utilise pas (ou sans préparation), moins d’un cinquième du flacon acheté ; un flacon vide l’est toujours',
      ),
    low_reason: z
      .enum(lowStockReasons)
      .nullable()
      .describe('pourquoi : vide, moins de deux mélanges comme le dernier, moins d’un cinquième du flacon'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'StashItem' });

/** What a batch took from the shelf, and what the shelf did not have. */
export const stashDeduction = z
  .object({
    taken: z.array(z.object({ item_id: z.number().int(), name: z.string(), ml: z.number() })),
    short: z.array(
      z.object({
        label: z.string().describe('« Booster 20 mg/mL », « Arôme Vanille », « PG »…'),
        kind: z.enum(stashKinds),
        ml: z.number(),
      }),
    ),
  })
  .meta({ id: 'StashDeduction' });

export const stashList = z.object({ items: z.array(stashItem) });
export const stashItemResponse = z.object({ message: z.string(), item: stashItem });

export type StashItem = z.infer<typeof stashItem>;
export type StashDeduction = z.infer<typeof stashDeduction>;
export type StashList = z.infer<typeof stashList>;
export type CreateStashItemBody = z.input<typeof createStashItemBody>;
export type UpdateStashItemBody = z.input<typeof updateStashItemBody>;
