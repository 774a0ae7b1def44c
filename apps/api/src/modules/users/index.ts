// The users module's public face: other modules, plugins, jobs and app.ts import only this file.
export { presentUser } from './present-user.ts';
export type { Owner, UserRow } from './users.repository.ts';
export { pruneRevokedSessions } from './users.repository.ts';
export { usersRoutes } from './users.routes.ts';
export {
  createAccount,
  deleteMyAccount,
  ensureAdmin,
  ownersOf,
  profileOf,
  revokeEveryToken,
  revokeToken,
  setPasswordHash,
  updateProfile,
  userAccess,
  userByEmail,
} from './users.service.ts';
