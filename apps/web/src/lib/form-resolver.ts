import { zodResolver } from '@hookform/resolvers/zod';
import { frenchParse } from '@vapolib/contracts';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The one resolver of our forms: the contract's schema, parsed with the contracts' French error map, so a check that
 * names no message says "Requête invalide." as the API does (packages/contracts/src/french-errors.ts).
 */
export function formResolver<Input extends FieldValues, Output, Context = unknown>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, Context, Output> {
  return zodResolver(schema, frenchParse);
}

/**
 * `formResolver` for a schema loaded when the form is first checked (on submit, or a step's check): a page whose
 * form is on its first screen does not load and build zod's schemas (50–90 ms on a phone) before it appears.
 * Made once per form (module level), so the schema is loaded once. `preload()` fetches it once the form is on
 * screen (call it from an effect): a form submitted offline, before the app is installed, must not need a chunk
 * it can no longer fetch (a craving noted offline went nowhere).
 */
export function lazyFormResolver<Input extends FieldValues, Output, Context = unknown>(
  load: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, Context, Output> & { preload: () => void } {
  let loaded: Promise<Resolver<Input, Context, Output>> | undefined;
  const ensure = () => {
    loaded ??= load().then(
      (schema) => formResolver<Input, Output, Context>(schema),
      (error: unknown) => {
        // A chunk that could not be fetched (offline before the app was installed) is asked again next time.
        loaded = undefined;
        throw error;
      },
    );
    return loaded;
  };
  const resolver: Resolver<Input, Context, Output> = async (values, context, options) =>
    (await ensure())(values, context, options);
  return Object.assign(resolver, {
    preload: () => {
      ensure().catch(() => {
        // Offline already: the submit asks again.
      });
    },
  });
}
