import { messages } from '@vapolib/domain';
import { z } from 'zod';

/** Error answer of every call but the nicotine ones. */
export const errorResponse = z.object({ message: z.string() }).meta({ id: 'Error' });
/** Error answer of the nicotine calls (spec §8: they read `error`). */
export const nicotineErrorResponse = z.object({ error: z.string() }).meta({ id: 'NicotineError' });

export const messageResponse = z.object({ message: z.string() });

/** The spec's count answer: an array whose first item carries `COUNT(*)`. */
export const countResponse = z.array(z.object({ 'COUNT(*)': z.number().int() }));

/** A numeric id in the path. Anything else is a 404 for the caller, never a 500. */
export const idParams = z.object({
  id: z.coerce
    .number({ error: messages.notFound })
    .int({ error: messages.notFound })
    .positive({ error: messages.notFound }),
});

export type ErrorResponse = z.infer<typeof errorResponse>;
export type MessageResponse = z.infer<typeof messageResponse>;
export type CountResponse = z.infer<typeof countResponse>;
