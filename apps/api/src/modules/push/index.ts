// The push module's public face: browsers' subscriptions, and sending to a user's browsers.
export { pushRoutes } from './push.routes.ts';
export { exportFor, pushToUser, resolveVapidKeys } from './push.service.ts';
