import { type CreateStashItemBody, createStashItemBody } from '@vapolib/contracts';
import { z } from 'zod';
import { readDecimal, readPrice, type StashFormValues } from './stash-form.ts';

/**
 * The form's text → POST /stock's body, then the contract itself: its French message shows under the field it is
 * about (the form's fields are named like the body's).
 */
export const stashFormSchema = z
  .custom<StashFormValues>()
  .transform((values): CreateStashItemBody => {
    const volume = readDecimal(values.volume_ml) ?? Number.NaN;
    const price = readPrice(values.price_cents);
    const common = { volume_ml: volume, price_cents: price };
    const name = values.name.trim() || undefined;
    if (values.kind === 'base')
      return { kind: 'base', name, pg: readDecimal(values.pg) ?? Number.NaN, ...common };
    if (values.kind === 'booster')
      return {
        kind: 'booster',
        name,
        strength: readDecimal(values.strength) ?? Number.NaN,
        pg: readDecimal(values.pg) ?? Number.NaN,
        bottle_ml: readDecimal(values.bottle_ml) ?? Number.NaN,
        ...common,
      };
    return {
      kind: 'aroma',
      name: values.name,
      aroma_id: values.aroma_id,
      opened_on: values.opened_on || null,
      ...common,
    };
  })
  .pipe(createStashItemBody);
