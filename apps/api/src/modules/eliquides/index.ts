// The eliquides module's public face: the user's rated liquids.
export { eliquidesRoutes } from './eliquides.routes.ts';
export { exportFor } from './eliquides.service.ts';
