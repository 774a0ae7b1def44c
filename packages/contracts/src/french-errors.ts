import { messages } from '@vapolib/domain';
import type { z } from 'zod';

/**
 * Every check of our schemas names its French message; one that does not (a bound, a type, an unknown enum value,
 * an unknown key) says "Requête invalide." rather than zod's English default. It is given where our schemas are
 * parsed (the API's validator, the web's forms), never installed process-wide: importing the contracts leaves zod
 * as it was for everyone else (the API's own configuration check among them).
 */
export const frenchErrorMap: z.core.$ZodErrorMap = () => messages.invalidRequest;

/** The parse options that give a schema's unnamed checks the French default: `schema.safeParse(value, frenchParse)`. */
export const frenchParse = { error: frenchErrorMap } as const satisfies z.core.ParseContext<z.core.$ZodIssue>;
