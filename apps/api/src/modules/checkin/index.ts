// The checkin module's public face: the daily check-in reminder's setting and its job's claim.
export { claimDueCheckins } from './checkin.repository.ts';
export { checkinRoutes } from './checkin.routes.ts';
export { exportFor } from './checkin.service.ts';
