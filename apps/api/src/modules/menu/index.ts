// The menu module's public face: the burger menu's links and their seeding.
export { seedMenuLinks } from './menu.repository.ts';
export { menuRoutes } from './menu.routes.ts';
