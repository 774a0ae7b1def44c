import type { User } from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { presentUser } from './present-user.ts';
import {
  changeUserKeepingAnAdmin,
  countUsers,
  emailTakenByOther,
  findOwners,
  findUserAccess,
  findUserByEmail,
  findUserById,
  insertUser,
  insertUserIfNew,
  listUsers,
  revokeSession,
  type UserRow,
  updateUser,
} from './users.repository.ts';

/**
 * Every write of a user's row goes through these two, so the access kept in memory is dropped at once on this
 * instance (the others hear the `users` trigger's NOTIFY once the write commits).
 */
async function changeUser(ctx: AppContext, id: number, values: Parameters<typeof updateUser>[2]) {
  const user = await updateUser(ctx.db, id, values);
  ctx.cache.forget({ userId: id });
  return user;
}

async function guardedChange(ctx: AppContext, change: Parameters<typeof changeUserKeepingAnAdmin>[1]) {
  const outcome = await changeUserKeepingAnAdmin(ctx.db, change);
  if (outcome.result === 'done') ctx.cache.forget({ userId: change.targetId });
  return outcome;
}

/** The user behind a token and their logged-out tokens: from memory while the read cache serves. */
export function userAccess(ctx: AppContext, id: number) {
  return ctx.cache.user(id, () => findUserAccess(ctx.db, id));
}

export function userByEmail(ctx: AppContext, email: string) {
  return findUserByEmail(ctx.db, email);
}

/** A new password (reset): every session opened with the old one ends. `ctx.db` may be the caller's transaction. */
export async function setPasswordHash(ctx: AppContext, userId: number, passwordHash: string) {
  await changeUser(ctx, userId, { passwordHash, bumpTokenVersion: true });
}

/** Logout on one device: this token stops working at once; the row goes when the token would have expired. */
export async function revokeToken(ctx: AppContext, userId: number, tokenHash: string, expiresAt: Date) {
  await revokeSession(ctx.db, userId, tokenHash, expiresAt);
  // Not a change of `users`: announced, so every instance reads the user's access again.
  await ctx.cache.changed({ userId }, { announce: true });
}

/** Logout on every device: every token issued so far stops working (they carry the old version). */
export async function revokeEveryToken(ctx: AppContext, userId: number) {
  await changeUser(ctx, userId, { bumpTokenVersion: true });
}

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD at start: creates that admin, or promotes the existing user
 * (their password is left as it is, so a restart never resets it). Safe when several instances start at once.
 */
export async function ensureAdmin(
  ctx: AppContext,
  admin: { email: string; password: string },
  log: FastifyBaseLogger,
) {
  const existing = await findUserByEmail(ctx.db, admin.email);
  if (!existing) {
    // Several instances may start together on an empty database: the first insert wins, the others do nothing.
    const created = await insertUserIfNew(ctx.db, {
      email: admin.email,
      nom: 'Administrateur',
      prenom: 'Admin',
      dateNais: '1970-01-01',
      role: 'admin',
      passwordHash: await hashPassword(admin.password),
    });
    if (created) log.info({ email: admin.email }, 'compte administrateur créé');
  } else if (existing.role !== 'admin') {
    await changeUser(ctx, existing.id, { role: 'admin', bumpTokenVersion: true });
    log.info({ email: admin.email }, 'utilisateur promu administrateur');
  }
}

/** The profile part of the data export. */
export async function profileOf(ctx: AppContext, userId: number): Promise<User> {
  return presentUser(await existingUser(ctx, userId));
}

/**
 * Self-service account deletion: the password confirms it. Every table holding a user's data references `users`
 * with ON DELETE CASCADE, declared by its own module in db/schema.ts: the one deletion removes every module's rows.
 */
export async function deleteMyAccount(ctx: AppContext, userId: number, password: string, ip: string) {
  // A stolen session must not become a password oracle: throttled like login.
  const limits = ctx.config.rateLimits;
  await consumeRateLimit(ctx.db, `delete-me:ip:${ip}`, limits.loginPerIp);
  await consumeRateLimit(ctx.db, `delete-me:user:${userId}`, limits.accountDeletePerUser);
  const user = await existingUser(ctx, userId);
  if (!(await verifyPassword(user.passwordHash, password))) throw new AppError(400, messages.wrongPassword);
  // The last-admin check and the deletion are one locked step: two admins leaving at once leave one.
  const outcome = await guardedChange(ctx, { targetId: userId, kind: 'delete' });
  if (outcome.result === 'last-admin') throw new AppError(409, messages.lastAdmin);
  return { message: messages.accountDeleted };
}

async function existingUser(ctx: AppContext, id: number): Promise<UserRow> {
  const user = await findUserById(ctx.db, id);
  if (!user) throw new AppError(404, messages.notFound);
  return user;
}

export async function updateProfile(
  ctx: AppContext,
  userId: number,
  input: { email?: string; nom?: string; prenom?: string },
) {
  if (input.email && (await emailTakenByOther(ctx.db, input.email, userId))) {
    throw new AppError(409, messages.emailTaken);
  }
  const user = await changeUser(ctx, userId, input);
  if (!user) throw new AppError(404, messages.notFound);
  return { message: messages.profileUpdated, user: presentUser(user) };
}

export async function listAllUsers(ctx: AppContext): Promise<User[]> {
  return (await listUsers(ctx.db)).map(presentUser);
}

export async function countAllUsers(ctx: AppContext) {
  return [{ 'COUNT(*)': await countUsers(ctx.db) }];
}

/** Turns the guarded change's outcome into the answer's status and message. */
function guardOutcome(outcome: Awaited<ReturnType<typeof changeUserKeepingAnAdmin>>): UserRow | undefined {
  if (outcome.result === 'not-found') throw new AppError(404, messages.notFound);
  if (outcome.result === 'last-admin') throw new AppError(409, messages.lastAdmin);
  if (outcome.result === 'actor-not-admin') throw new AppError(403, messages.forbidden);
  return outcome.user;
}

/** An admin may not remove or demote themself, and the last admin always stays (checked again atomically). */
function assertNotSelf(actorId: number, target: UserRow) {
  if (target.id === actorId) throw new AppError(409, messages.cannotRemoveSelf);
}

export async function adminUpdateUser(
  ctx: AppContext,
  actorId: number,
  targetId: number,
  input: { email?: string; nom?: string; prenom?: string; date_nais?: string; role?: 'admin' | 'user' },
) {
  const target = await existingUser(ctx, targetId);
  const demotes = input.role === 'user' && target.role === 'admin';
  if (demotes) assertNotSelf(actorId, target);
  if (input.email && (await emailTakenByOther(ctx.db, input.email, targetId))) {
    throw new AppError(409, messages.emailTaken);
  }
  const values = {
    email: input.email,
    nom: input.nom,
    prenom: input.prenom,
    dateNais: input.date_nais,
    role: input.role,
    bumpTokenVersion: input.role !== undefined && input.role !== target.role,
  };
  const user = guardOutcome(await guardedChange(ctx, { targetId, actorId, kind: 'update', values }));
  return { message: messages.userUpdated, user: presentUser(user!) };
}

export async function toggleUserRole(ctx: AppContext, actorId: number, targetId: number) {
  const target = await existingUser(ctx, targetId);
  if (target.role === 'admin') assertNotSelf(actorId, target);
  const values = {
    role: target.role === 'admin' ? ('user' as const) : ('admin' as const),
    bumpTokenVersion: true,
  };
  const user = guardOutcome(await guardedChange(ctx, { targetId, actorId, kind: 'update', values }));
  return { message: messages.roleChanged, user: presentUser(user!) };
}

export async function deleteUser(ctx: AppContext, actorId: number, targetId: number) {
  const target = await existingUser(ctx, targetId);
  assertNotSelf(actorId, target);
  // Every table holding a user's data references users with ON DELETE CASCADE: one statement, all gone.
  guardOutcome(await guardedChange(ctx, { targetId, actorId, kind: 'delete' }));
  return { message: messages.userDeleted };
}

export async function createAccount(
  ctx: AppContext,
  values: { nom: string; prenom: string; dateNais: string; email: string; passwordHash: string },
) {
  return insertUser(ctx.db, values);
}

/** Who these users are, for the back-office lists of other modules (their rows name an owner). */
export function ownersOf(ctx: AppContext, ids: number[]) {
  return findOwners(ctx.db, ids);
}
