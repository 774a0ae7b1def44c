// The coach module's public face: cravings, slips and the smoke-free clock.
export { coachRoutes } from './coach.routes.ts';
export { exportFor, slipsByDay } from './coach.service.ts';
