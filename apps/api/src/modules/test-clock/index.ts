// The test clock's public face (TEST_CLOCK=on only).
export { testClockRoutes } from './test-clock.routes.ts';
