// The spending module's public face: « Mes dépenses » and « Mes économies ».
export { spendingRoutes } from './spending.routes.ts';
export { exportFor } from './spending.service.ts';
