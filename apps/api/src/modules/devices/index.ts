// The devices module's public face: devices (cigarettes) and their coils (résistances).
export { claimDueCoils, type DueCoil, listCoils } from './devices.repository.ts';
export { devicesRoutes } from './devices.routes.ts';
export { exportFor } from './devices.service.ts';
