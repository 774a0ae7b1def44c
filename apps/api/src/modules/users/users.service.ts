import type { User } from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { presentUser } from './present-user.ts';
import {
  countUsers,
  deleteUserById,
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

/** An admin may not remove or demote themself, and the last admin always stays. */
async function assertAdminRemains(ctx: AppContext, actorId: number, target: UserRow) {
  if (target.id === actorId) throw new AppError(409, messages.cannotRemoveSelf);
  if (target.role === 'admin' && (await countUsers(ctx.db, 'admin')) <= 1) {
    throw new AppError(409, messages.lastAdmin);
  }
}

export async function adminUpdateUser(
  ctx: AppContext,
  actorId: number,
  targetId: number,
  input: { email?: string; nom?: string; prenom?: string; date_nais?: string; role?: 'admin' | 'user' },
) {
  const target = await existingUser(ctx, targetId);
  if (input.role && input.role !== target.role && input.role === 'user')
    await assertAdminRemains(ctx, actorId, target);
  if (input.email && (await emailTakenByOther(ctx.db, input.email, targetId))) {
    throw new AppError(409, messages.emailTaken);
  }
  const user = await updateUser(ctx.db, targetId, {
    email: input.email,
    nom: input.nom,
    prenom: input.prenom,
    dateNais: input.date_nais,
    role: input.role,
    bumpTokenVersion: input.role !== undefined && input.role !== target.role,
  });
  return { message: messages.userUpdated, user: presentUser(user!) };
}

export async function toggleUserRole(ctx: AppContext, actorId: number, targetId: number) {
  const target = await existingUser(ctx, targetId);
  if (target.role === 'admin') await assertAdminRemains(ctx, actorId, target);
  const user = await updateUser(ctx.db, targetId, {
    role: target.role === 'admin' ? 'user' : 'admin',
    bumpTokenVersion: true,
  });
  return { message: messages.roleChanged, user: presentUser(user!) };
}

export async function deleteUser(ctx: AppContext, actorId: number, targetId: number) {
  const target = await existingUser(ctx, targetId);
  await assertAdminRemains(ctx, actorId, target);
  // Every table holding a user's data references users with ON DELETE CASCADE: one statement, all gone.
  await deleteUserById(ctx.db, targetId);
  return { message: messages.userDeleted };
}

export async function currentProfile(ctx: AppContext, userId: number): Promise<User> {
  return presentUser(await existingUser(ctx, userId));
}
