// The auth module's public face: sign-up, sign-in, sessions and password reset.
export { authRoutes } from './auth.routes.ts';
export { resolveJwtSecret } from './auth.service.ts';
export { pruneResetTokens } from './reset-tokens.repository.ts';
