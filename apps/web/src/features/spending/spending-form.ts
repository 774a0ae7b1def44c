import type { SpendingProfileBody, SpendingProfileDto } from '@vapolib/contracts';
import {
  AROMA_BOTTLE_ML,
  AROMA_PERCENT,
  centsToEurosText,
  DEFAULT_AROMA_PERCENT,
  DEFAULT_PACK_PRICE_CENTS,
  isIsoDay,
  type LiquidPurchase,
  liquidPurchaseKinds,
  MAX_CIGARETTES_PER_DAY,
  MAX_PRICE_CENTS,
  messages,
  parseEuros,
} from '@vapolib/domain';
import { z } from 'zod';

/** What the form types: text fields (euros with a comma, like "12,50"), the kind of liquid as a radio. */
export const spendingFormFields = z.object({
  kind: z.enum(['', ...liquidPurchaseKinds]),
  bottle10Price: z.string(),
  shortfillPrice: z.string(),
  boosterPrice: z.string(),
  basePrice: z.string(),
  aromaPrice: z.string(),
  aromaBottleMl: z.string(),
  aromaPercent: z.string(),
  coilPrice: z.string(),
  vapingSince: z.string(),
  cigarettesPerDay: z.string(),
  packPrice: z.string(),
});

export type SpendingFormValues = z.input<typeof spendingFormFields>;
type Field = keyof SpendingFormValues;

/** "12,5" or "12.5" as a number; undefined when empty, NaN when not a number. */
function readDecimal(text: string): number | undefined {
  const cleaned = text.trim().replace(',', '.');
  if (cleaned === '') return undefined;
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/**
 * The form's schema, built from the domain's rules and messages: it says what is wrong under each field and
 * gives the PUT /depenses body (prices in cents, every field present, null when left empty).
 */
export function spendingFormSchema(today: string) {
  return spendingFormFields.transform((values, ctx): SpendingProfileBody => {
    const problem = (field: Field, message: string) => {
      ctx.addIssue({ code: 'custom', message, path: [field] });
      return null;
    };
    const price = (field: Field, required: boolean): number | null => {
      const cents = parseEuros(values[field]);
      if (cents === undefined) return required ? problem(field, messages.spendingPriceRequired) : null;
      if (Number.isNaN(cents) || cents > MAX_PRICE_CENTS)
        return problem(field, messages.spendingPriceInvalid);
      return cents;
    };
    const within = (field: Field, range: { min: number; max: number }, message: string) => {
      const value = readDecimal(values[field]);
      if (value === undefined || Number.isNaN(value) || value < range.min || value > range.max)
        return problem(field, message);
      return value;
    };

    let liquidPurchase: LiquidPurchase | null = null;
    if (values.kind === 'bottle10') {
      const bottlePriceCents = price('bottle10Price', true);
      if (bottlePriceCents !== null) liquidPurchase = { kind: 'bottle10', bottlePriceCents };
    } else if (values.kind === 'shortfill50') {
      const bottlePriceCents = price('shortfillPrice', true);
      const boosterPriceCents = price('boosterPrice', true);
      if (bottlePriceCents !== null && boosterPriceCents !== null)
        liquidPurchase = { kind: 'shortfill50', bottlePriceCents, boosterPriceCents };
    } else if (values.kind === 'diy') {
      const baseLitrePriceCents = price('basePrice', true);
      const boosterPriceCents = price('boosterPrice', true);
      const aromaPriceCents = price('aromaPrice', true);
      const aromaBottleMl = within('aromaBottleMl', AROMA_BOTTLE_ML, messages.spendingAromaBottleInvalid);
      const aromaPercent = within('aromaPercent', AROMA_PERCENT, messages.spendingAromaPercentInvalid);
      if (
        baseLitrePriceCents !== null &&
        boosterPriceCents !== null &&
        aromaPriceCents !== null &&
        aromaBottleMl !== null &&
        aromaPercent !== null
      )
        liquidPurchase = {
          kind: 'diy',
          baseLitrePriceCents,
          boosterPriceCents,
          aromaPriceCents,
          aromaBottleMl,
          aromaPercent,
        };
    }

    const since = values.vapingSince.trim();
    const vapingSince =
      since === ''
        ? null
        : isIsoDay(since) && since >= '2000-01-01' && since <= today
          ? since
          : problem('vapingSince', messages.spendingDateInvalid);
    const cigarettes = readDecimal(values.cigarettesPerDay);
    const cigarettesPerDay =
      cigarettes === undefined
        ? null
        : Number.isNaN(cigarettes) || cigarettes > MAX_CIGARETTES_PER_DAY
          ? problem('cigarettesPerDay', messages.spendingCigarettesInvalid)
          : cigarettes;

    return {
      vapingSince,
      liquidPurchase,
      coilPriceCents: price('coilPrice', false),
      cigarettesPerDay,
      packPriceCents: price('packPrice', false),
    };
  });
}

const euros = (cents: number | null | undefined) => (cents == null ? '' : centsToEurosText(cents));
const decimal = (value: number | null | undefined) => (value == null ? '' : String(value).replace('.', ','));

/** The saved profile as the form shows it; without one, the defaults (10 % of aroma, a pack at 12,50 €). */
export function spendingFormValues(profile: SpendingProfileDto | null): SpendingFormValues {
  const purchase = profile?.liquidPurchase ?? null;
  return {
    kind: purchase?.kind ?? '',
    bottle10Price: purchase?.kind === 'bottle10' ? euros(purchase.bottlePriceCents) : '',
    shortfillPrice: purchase?.kind === 'shortfill50' ? euros(purchase.bottlePriceCents) : '',
    boosterPrice: purchase && purchase.kind !== 'bottle10' ? euros(purchase.boosterPriceCents) : '',
    basePrice: purchase?.kind === 'diy' ? euros(purchase.baseLitrePriceCents) : '',
    aromaPrice: purchase?.kind === 'diy' ? euros(purchase.aromaPriceCents) : '',
    aromaBottleMl: purchase?.kind === 'diy' ? decimal(purchase.aromaBottleMl) : '10',
    aromaPercent: purchase?.kind === 'diy' ? decimal(purchase.aromaPercent) : String(DEFAULT_AROMA_PERCENT),
    coilPrice: euros(profile?.coilPriceCents),
    vapingSince: profile?.vapingSince ?? '',
    cigarettesPerDay: decimal(profile?.cigarettesPerDay),
    packPrice: euros(profile?.packPriceCents ?? DEFAULT_PACK_PRICE_CENTS),
  };
}
