import { frenchParse } from '@vapolib/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/** fastify-type-provider-zod marks its validation issues with this global symbol (`hasZodFastifySchemaValidationErrors`). */
const zodValidationIssue = Symbol.for('ZodFastifySchemaValidationError');

/**
 * fastify-type-provider-zod's validator, parsing with the contracts' French error map: a check that names no
 * message answers "Requête invalide." (packages/contracts/src/french-errors.ts). The issues keep the provider's
 * shape, so `hasZodFastifySchemaValidationErrors` and the error handler read them as before.
 */
export const frenchValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, frenchParse);
    if (result.success) return { value: result.data };
    return {
      error: result.error.issues.map(({ path, code, message, ...params }) => ({
        [zodValidationIssue]: true,
        keyword: code,
        instancePath: `/${path.join('/')}`,
        schemaPath: `#/${path.join('/')}/${code}`,
        message,
        params,
      })) as unknown as Error,
    };
  };
