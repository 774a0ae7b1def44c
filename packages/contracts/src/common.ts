import { messages } from '@vapolib/domain';
import { z } from 'zod';

/** Error answer of every call but the nicotine ones. */
export const errorResponse = z.object({ message: z.string() }).meta({ id: 'Error' });
/** Error answer of the nicotine calls (spec §8: they read `error`). */
export const nicotineErrorResponse = z.object({ error: z.string() }).meta({ id: 'NicotineError' });

export const messageResponse = z.object({ message: z.string() });

/** The spec's count answer: an array whose first item carries `COUNT(*)`. */
export const countResponse = z.array(z.object({ 'COUNT(*)': z.number().int() }));

/** The largest id PostgreSQL's `integer` (every serial id) can hold. */
export const MAX_ID = 2_147_483_647;
/** An id written as text: plain decimal digits, no sign, space, leading zero, exponent or hex ("0x10", "1e3"). */
const ID_TEXT = /^(0|[1-9][0-9]*)$/;

/**
 * A numeric id in the path. Text that is not plain digits is a 400 (`messages.idInvalid`); digits that no record
 * can carry (0, above 2 147 483 647) are a 404 like an id that does not exist. Never a 500.
 */
export const pathId = z
  .string({ error: messages.idInvalid })
  .regex(ID_TEXT, messages.idInvalid)
  .describe('identifiant : des chiffres seuls, de 1 à 2 147 483 647')
  .transform(Number)
  .pipe(
    z.number().int({ error: messages.notFound }).min(1, messages.notFound).max(MAX_ID, messages.notFound),
  );

export const idParams = z.object({ id: pathId });

/**
 * An id in a JSON body: a whole number from 1 to 2 147 483 647, as a JSON number or as plain decimal digits in a
 * string (forms send text); anything else answers 400 with `message`.
 */
export function bodyId(message: string) {
  return z
    .union(
      [z.number({ error: message }), z.string({ error: message }).regex(ID_TEXT, message).transform(Number)],
      {
        error: message,
      },
    )
    .pipe(z.number().int({ error: message }).min(1, message).max(MAX_ID, message));
}

/** A sorted list of brand names (the catalogue's, the rated liquids'). */
export const brandList = z.array(z.string());

export type ErrorResponse = z.infer<typeof errorResponse>;
export type MessageResponse = z.infer<typeof messageResponse>;
export type CountResponse = z.infer<typeof countResponse>;
