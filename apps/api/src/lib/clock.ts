/** Injected time source, so tests can move through reset-token expiry without waiting. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
