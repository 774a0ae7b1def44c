import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The one resolver of the app's forms (react-hook-form): a zod schema of packages/contracts or packages/domain,
 * so a field says the same French text as the server would. `useForm({ resolver: formResolver(schema) })`.
 */
export function formResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return zodResolver(schema);
}
