import { config } from 'zod/v4/core';

/**
 * Our Content-Security-Policy forbids eval. zod otherwise probes `new Function` when it builds an object schema
 * (to compile a faster parser), which the browser reports as a CSP violation on every page that loads the
 * contracts. Imported first by the app's entry, before any schema is built.
 */
config({ jitless: true });
