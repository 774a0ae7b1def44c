import type { User } from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { presentUser } from './present-user.ts';
import {
  changeUserKeepingAnAdmin,
  countUsers,
  emailTakenByOther,
  findUserById,
  listUsers,
  type UserRow,
  updateUser,
} from './users.repository.ts';

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
  const user = await updateUser(ctx.db, userId, input);
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
  const user = guardOutcome(
    await changeUserKeepingAnAdmin(ctx.db, { targetId, actorId, kind: 'update', values }),
  );
  return { message: messages.userUpdated, user: presentUser(user!) };
}

export async function toggleUserRole(ctx: AppContext, actorId: number, targetId: number) {
  const target = await existingUser(ctx, targetId);
  if (target.role === 'admin') assertNotSelf(actorId, target);
  const values = {
    role: target.role === 'admin' ? ('user' as const) : ('admin' as const),
    bumpTokenVersion: true,
  };
  const user = guardOutcome(
    await changeUserKeepingAnAdmin(ctx.db, { targetId, actorId, kind: 'update', values }),
  );
  return { message: messages.roleChanged, user: presentUser(user!) };
}

export async function deleteUser(ctx: AppContext, actorId: number, targetId: number) {
  const target = await existingUser(ctx, targetId);
  assertNotSelf(actorId, target);
  // Every table holding a user's data references users with ON DELETE CASCADE: one statement, all gone.
  guardOutcome(await changeUserKeepingAnAdmin(ctx.db, { targetId, actorId, kind: 'delete' }));
  return { message: messages.userDeleted };
}
