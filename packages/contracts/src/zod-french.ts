import { messages } from '@vapolib/domain';
import { z } from 'zod';

/**
 * Every check of our schemas names its French message; one that does not (a bound, a type, an unknown enum
 * value) says "Requête invalide." rather than zod's English default, on the server and in the forms alike.
 */
z.config({ customError: () => messages.invalidRequest });
