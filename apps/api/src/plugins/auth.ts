import { messages } from '@vapolib/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { AppContext } from '../lib/context.ts';
import { type UserRow, userAccess } from '../modules/users/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: UserRow | null;
    /** The bearer token's SHA-256 and expiry, once authenticated (logout revokes exactly this token). */
    currentSession: { tokenHash: string; expiresAt: Date } | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless the bearer token is valid and still matches the stored user. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** onRequest hook: authenticate, then 403 unless the user is an admin in the database. */
    requireAdmin(request: FastifyRequest): Promise<void>;
    /** The user behind the request's token, or null; never throws. */
    resolveUser(request: FastifyRequest): Promise<UserRow | null>;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

export function registerAuth(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('currentSession', null);

  app.decorate('resolveUser', async (request: FastifyRequest) => {
    if (request.currentUser) return request.currentUser;
    const token = bearerToken(request);
    if (!token) return null;
    const claims = await ctx.signer.verify(token);
    if (!claims) return null;
    const { tokenHash } = claims;
    const access = await userAccess(ctx, claims.userId);
    // A token issued before a password or role change or a logout everywhere, or logged out itself, no longer counts.
    if (!access || access.revokedTokens.has(tokenHash) || access.user.tokenVersion !== claims.version)
      return null;
    const user = access.user;
    request.currentUser = user;
    request.currentSession = { tokenHash, expiresAt: claims.expiresAt };
    return user;
  });

  // Answers about a person (and the login token) must not be kept by a browser or a proxy cache. Set before the
  // route runs, so one that chooses its own Cache-Control (a public image) still can.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.headers.authorization || request.url.startsWith('/api/auth/'))
      reply.header('Cache-Control', 'no-store');
    done();
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const user = await app.resolveUser(request);
    if (!user)
      throw new AppError(401, bearerToken(request) ? messages.sessionExpired : messages.unauthenticated);
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (request.currentUser?.role !== 'admin') throw new AppError(403, messages.forbidden);
  });
}
