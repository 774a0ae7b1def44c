import { z } from 'zod';

/** End-to-end tests only (TEST_CLOCK=on, hidden from the OpenAPI document): the server's "today". */
export const testClockState = z.object({ now: z.string(), offsetDays: z.number() });

/** Moves the server's day by whole or partial days, ten years at most either way. */
export const setTestClockBody = z.object({ offsetDays: z.number().min(-3650).max(3650) });

export type TestClockState = z.infer<typeof testClockState>;
