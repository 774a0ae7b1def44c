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
