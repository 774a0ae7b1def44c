import { randomBytes } from 'node:crypto';
import type { LoginResponse } from '@vapolib/contracts';
import { messages, RESET_TOKEN_LIFETIME_MS } from '@vapolib/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { clearRateLimit, consumeRateLimit } from '../../lib/rate-limit.ts';
import { tokenDigest } from '../../lib/tokens.ts';
import { readOrCreateSetting } from '../settings/index.ts';
import {
  createAccount,
  presentUser,
  revokeEveryToken,
  revokeToken,
  setPasswordHash,
  userByEmail,
} from '../users/index.ts';
import { resetPasswordMail } from './reset-password-mail.ts';
import { consumeResetToken, insertResetToken, invalidateResetTokens } from './reset-tokens.repository.ts';

/** JWT_SECRET when given, otherwise a random secret generated once and kept in the database. */
export async function resolveJwtSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  return readOrCreateSetting(db, 'jwt_secret', () => randomBytes(48).toString('base64url'));
}

export async function register(
  ctx: AppContext,
  input: { nom: string; prenom: string; date_nais: string; email: string; password: string },
  ip: string,
) {
  await consumeRateLimit(ctx.db, `register:ip:${ip}`, ctx.config.rateLimits.registerPerIp);
  if (await userByEmail(ctx, input.email)) throw new AppError(409, messages.emailTaken);
  try {
    const user = await createAccount(ctx, {
      nom: input.nom,
      prenom: input.prenom,
      dateNais: input.date_nais,
      email: input.email,
      passwordHash: await hashPassword(input.password),
    });
    return { message: messages.registered, id: user.id };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, messages.emailTaken);
    throw error;
  }
}

export async function login(
  ctx: AppContext,
  input: { email: string; password: string; rememberMe: boolean },
  ip: string,
): Promise<LoginResponse> {
  const limits = ctx.config.rateLimits;
  // Per address, per account from this address, and a much higher ceiling per account from everywhere:
  // someone else's wrong passwords stop them, not the owner signing in from their own address.
  await consumeRateLimit(ctx.db, `login:ip:${ip}`, limits.loginPerIp);
  await consumeRateLimit(ctx.db, `login:email-ip:${input.email}:${ip}`, limits.loginPerEmailAndIp);
  await consumeRateLimit(ctx.db, `login:email:${input.email}`, limits.loginPerEmail);
  const user = await userByEmail(ctx, input.email);
  if (!user) {
    await verifyAgainstDummy(input.password);
    throw new AppError(401, messages.badCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, input.password)))
    throw new AppError(401, messages.badCredentials);
  await clearRateLimit(ctx.db, `login:email-ip:${input.email}:${ip}`);
  const token = await ctx.signer.sign(
    { userId: user.id, role: user.role, version: user.tokenVersion },
    input.rememberMe,
  );
  return { token, user: presentUser(user) };
}

/** Always answers the same, whether or not the address has an account. */
export async function forgotPassword(ctx: AppContext, email: string, ip: string, origin: string) {
  const limits = ctx.config.rateLimits;
  await consumeRateLimit(ctx.db, `forgot:ip:${ip}`, limits.forgotPerIp);
  await consumeRateLimit(ctx.db, `forgot:email:${email}`, limits.forgotPerEmail);
  const user = await userByEmail(ctx, email);
  if (user) {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(ctx.clock.now().getTime() + RESET_TOKEN_LIFETIME_MS);
    await insertResetToken(ctx.db, user.id, tokenDigest(token), expiresAt);
    const link = `${ctx.config.publicUrl ?? origin}/reset-password?token=${token}`;
    await ctx.mailer.send({ to: user.email, ...resetPasswordMail(user.prenom, link) });
  }
  return { message: messages.forgotSent };
}

export async function resetPassword(ctx: AppContext, input: { token: string; newPassword: string }) {
  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeResetToken(tx, tokenDigest(input.token), now);
    if (userId === null) throw new AppError(400, messages.resetTokenInvalid);
    await invalidateResetTokens(tx, userId, now);
    await setPasswordHash({ ...ctx, db: tx }, userId, passwordHash);
  });
  return { message: messages.passwordReset };
}

/** Logout on this device: the session's token stops working at once, the others keep working. */
export async function logOut(
  ctx: AppContext,
  userId: number,
  session: { tokenHash: string; expiresAt: Date },
) {
  await revokeToken(ctx, userId, session.tokenHash, session.expiresAt);
  return { message: messages.loggedOut };
}

/** Logout on every device: every token issued so far stops working. */
export async function logOutEverywhere(ctx: AppContext, userId: number) {
  await revokeEveryToken(ctx, userId);
  return { message: messages.loggedOutEverywhere };
}
