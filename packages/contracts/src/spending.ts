import {
  AROMA_BOTTLE_ML,
  AROMA_PERCENT,
  isIsoDay,
  MAX_CIGARETTES_PER_DAY,
  MAX_PRICE_CENTS,
  messages,
} from '@vapolib/domain';
import { z } from 'zod';

/** A price in euro cents, 0 to 1 000 €. */
const price = (what: string) =>
  z
    .number({ error: messages.spendingPriceInvalid })
    .int(messages.spendingPriceInvalid)
    .min(0, messages.spendingPriceInvalid)
    .max(MAX_PRICE_CENTS, messages.spendingPriceInvalid)
    .describe(`${what}, en centimes d’euro`);

/** How the user gets their liquid: bought bottles, or home mixing (its ingredients). */
export const liquidPurchase = z
  .discriminatedUnion(
    'kind',
    [
      z
        .strictObject({
          kind: z.literal('bottle10'),
          bottlePriceCents: price('prix d’un flacon de 10 mL prêt à vaper (nicotine comprise)'),
        })
        .describe('flacons de 10 mL prêts à vaper'),
      z
        .strictObject({
          kind: z.literal('shortfill50'),
          bottlePriceCents: price('prix d’un flacon de 50 mL sans nicotine'),
          boosterPriceCents: price('prix d’un booster de 10 mL à 20 mg/mL'),
        })
        .describe('shortfill de 50 mL complété de boosters à 20 mg/mL'),
      z
        .strictObject({
          kind: z.literal('diy'),
          baseLitrePriceCents: price('prix d’un litre de base'),
          boosterPriceCents: price('prix d’un booster de 10 mL à 20 mg/mL'),
          aromaPriceCents: price('prix d’un flacon d’arôme concentré'),
          aromaBottleMl: z
            .number({ error: messages.spendingAromaBottleInvalid })
            .min(AROMA_BOTTLE_ML.min, messages.spendingAromaBottleInvalid)
            .max(AROMA_BOTTLE_ML.max, messages.spendingAromaBottleInvalid)
            .describe('contenance du flacon d’arôme, en mL'),
          aromaPercent: z
            .number({ error: messages.spendingAromaPercentInvalid })
            .min(AROMA_PERCENT.min, messages.spendingAromaPercentInvalid)
            .max(AROMA_PERCENT.max, messages.spendingAromaPercentInvalid)
            .describe('dosage de l’arôme dans le mélange, en %'),
        })
        .describe('fait maison : base, boosters et arôme'),
    ],
    { error: messages.spendingKindInvalid },
  )
  .meta({ id: 'LiquidPurchase' });

const vapingSince = z
  .string({ error: messages.spendingDateInvalid })
  .refine(isIsoDay, messages.spendingDateInvalid)
  .refine((day) => day >= '2000-01-01', messages.spendingDateInvalid)
  .describe('premier jour de vape, YYYY-MM-DD (au plus tard aujourd’hui, Europe/Paris)');

const cigarettesPerDay = z
  .number({ error: messages.spendingCigarettesInvalid })
  .min(0, messages.spendingCigarettesInvalid)
  .max(MAX_CIGARETTES_PER_DAY, messages.spendingCigarettesInvalid)
  .describe('cigarettes fumées par jour avant la vape');

/** PUT /depenses: the whole profile; a field left out is null (not known). Sending it twice changes nothing. */
export const spendingProfileBody = z.object({
  vapingSince: vapingSince.nullable().default(null),
  liquidPurchase: liquidPurchase.nullable().default(null),
  coilPriceCents: price('prix d’une résistance').nullable().default(null),
  cigarettesPerDay: cigarettesPerDay.nullable().default(null),
  packPriceCents: price('prix d’un paquet de 20 cigarettes (12,50 € par défaut)').nullable().default(null),
});

export const spendingProfile = z
  .object({
    vapingSince: z.string().nullable(),
    liquidPurchase: liquidPurchase.nullable(),
    coilPriceCents: z.number().int().nullable(),
    cigarettesPerDay: z.number().nullable(),
    packPriceCents: z.number().int().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SpendingProfile' });

/** What the figures are computed from: the logs, the coils and the plan, as of today (Paris). */
export const spendingUsage = z
  .object({
    today: z.string().describe('le jour courant (Europe/Paris), YYYY-MM-DD'),
    logs: z.array(z.object({ date: z.string(), ml: z.number(), rate: z.number() })),
    coils: z.array(z.object({ dateInstallation: z.string(), duree: z.number().int() })),
    plan: z
      .object({
        dailyAvgMl: z.number(),
        rate: z.number().describe('taux du palier en cours, mg/mL'),
      })
      .nullable(),
    slips: z
      .array(z.object({ date: z.string(), count: z.number().int() }))
      .describe('cigarettes fumées (« J’ai fumé »), par jour (Europe/Paris)'),
  })
  .meta({ id: 'SpendingUsage' });

export const spendingSummary = z
  .object({
    costPerMlCents: z.number().nullable().describe('coût d’un mL au taux actuel, en centimes'),
    month: z.object({
      from: z.string(),
      to: z.string(),
      ml: z.number(),
      liquidCents: z.number().int().nullable(),
      coilChanges: z.number().int(),
      coilCents: z.number().int().nullable(),
      totalCents: z.number().int().nullable(),
    }),
    savings: z
      .object({
        from: z.string(),
        to: z.string(),
        days: z.number().int(),
        smokingCents: z.number().int(),
        vapingCents: z.number().int(),
        liquidCents: z.number().int(),
        coilCents: z.number().int(),
        loggedDays: z.number().int(),
        slipCigarettes: z.number().int().describe('cigarettes fumées sur la période (écarts)'),
        slipCents: z.number().int().describe('leur coût : nombre × prix du paquet ÷ 20'),
        savedCents: z.number().int(),
        missing: z.array(z.enum(['liquid', 'coil'])),
      })
      .nullable()
      .describe('null sans date de début de la vape ni nombre de cigarettes'),
  })
  .meta({ id: 'SpendingSummary' });

/** GET /depenses: the profile (null before the first save), its usage and the figures of « Mes économies ». */
export const spendingOverview = z
  .object({
    profile: spendingProfile.nullable(),
    usage: spendingUsage,
    summary: spendingSummary,
    liquidFromStash: z
      .boolean()
      .optional()
      .describe(
        'présent (true) quand le coût du mélange maison vient des prix payés de « Mon stock » (base et booster chiffrés)',
      ),
  })
  .meta({ id: 'SpendingOverview' });

export const spendingSavedResponse = spendingOverview.extend({ message: z.string() });

export type LiquidPurchaseDto = z.infer<typeof liquidPurchase>;
export type SpendingProfileBody = z.input<typeof spendingProfileBody>;
export type SpendingProfileDto = z.infer<typeof spendingProfile>;
export type SpendingUsageDto = z.infer<typeof spendingUsage>;
export type SpendingSummaryDto = z.infer<typeof spendingSummary>;
export type SpendingOverview = z.infer<typeof spendingOverview>;
