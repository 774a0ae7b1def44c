import { frenchParse, type SpendingProfileDto } from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import { describe, expect, it } from 'vitest';
import { type SpendingFormValues, spendingFormSchema, spendingFormValues } from './spending-form.ts';

const empty = spendingFormValues(null);
const parse = (values: Partial<SpendingFormValues>) =>
  spendingFormSchema('2026-11-27').safeParse({ ...empty, ...values }, frenchParse);
const errorsOf = (values: Partial<SpendingFormValues>) => {
  const result = parse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('the « Mes dépenses » form', () => {
  it('starts with 10 % of aroma and a pack at 12,50 €', () => {
    expect(empty).toMatchObject({ kind: '', aromaPercent: '10', aromaBottleMl: '10', packPrice: '12,50' });
  });

  it('turns euros into cents and empty fields into null', () => {
    const result = parse({
      kind: 'bottle10',
      bottle10Price: '5,90',
      coilPrice: '3.5',
      cigarettesPerDay: '12,5',
    });
    expect(result.data).toEqual({
      vapingSince: null,
      liquidPurchase: { kind: 'bottle10', bottlePriceCents: 590 },
      coilPriceCents: 350,
      cigarettesPerDay: 12.5,
      packPriceCents: 1250,
    });
    expect(parse({ packPrice: '' }).data?.packPriceCents).toBeNull();
  });

  it('reads home mixing and gives the saved profile back to the form', () => {
    const values = {
      kind: 'diy' as const,
      basePrice: '15',
      boosterPrice: '1,50',
      aromaPrice: '12,90',
      aromaBottleMl: '30',
      aromaPercent: '12,5',
      vapingSince: '2025-01-15',
    };
    const body = parse(values).data!;
    expect(body.liquidPurchase).toEqual({
      kind: 'diy',
      baseLitrePriceCents: 1500,
      boosterPriceCents: 150,
      aromaPriceCents: 1290,
      aromaBottleMl: 30,
      aromaPercent: 12.5,
    });
    const back = spendingFormValues({
      ...(body as SpendingProfileDto),
      updatedAt: '2026-11-27T10:00:00.000Z',
    });
    expect(back).toMatchObject({ ...values, basePrice: '15', boosterPrice: '1,50' });
  });

  it('says what is wrong under each field, in French', () => {
    expect(errorsOf({ kind: 'shortfill50', shortfillPrice: '', boosterPrice: 'abc' })).toEqual({
      shortfillPrice: messages.spendingPriceRequired,
      boosterPrice: messages.spendingPriceInvalid,
    });
    expect(
      errorsOf({ kind: 'diy', basePrice: '15', boosterPrice: '2', aromaPrice: '5', aromaPercent: '50' }),
    ).toEqual({ aromaPercent: messages.spendingAromaPercentInvalid });
    expect(errorsOf({ coilPrice: '1500', cigarettesPerDay: '300', vapingSince: '2026-11-28' })).toEqual({
      coilPrice: messages.spendingPriceInvalid,
      cigarettesPerDay: messages.spendingCigarettesInvalid,
      vapingSince: messages.spendingDateInvalid,
    });
    // A kind left for later ignores its fields.
    expect(errorsOf({ kind: '', bottle10Price: 'n’importe quoi' })).toEqual({});
  });
});
