// The maintenance module's public face: the switch and its text (kept in the settings module's table).
export { maintenanceRoutes } from './maintenance.routes.ts';
export { readMaintenance } from './maintenance.service.ts';
