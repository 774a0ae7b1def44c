import type { Clock } from './clock.ts';

/** A clock that can be moved forward: tests and the e2e server (TEST_CLOCK=on) use it, never production. */
export class AdjustableClock implements Clock {
  private offsetMs = 0;
  now() {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number) {
    this.offsetMs += ms;
  }
  set(offsetMs: number) {
    this.offsetMs = offsetMs;
  }
  get offset() {
    return this.offsetMs;
  }
}
