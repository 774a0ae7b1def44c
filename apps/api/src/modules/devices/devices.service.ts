import type { AdminCigarette, AdminResistance, Cigarette, Resistance } from '@vapolib/contracts';
import { dayIn, messages } from '@vapolib/domain';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { type Actor, asOwnerOrAdmin } from '../../lib/ownership.ts';
import { findOwners, type Owner } from '../users/users.repository.ts';
import {
  type CigaretteRow,
  type CoilWithDevice,
  deleteCoilAsAdmin,
  deleteCoilOwnedBy,
  deleteDeviceAsAdmin,
  deleteDeviceOwnedBy,
  findCoil,
  findDevice,
  insertCoil,
  insertDevice,
  listAllCoils,
  listAllDevices,
  listCoils,
  listDevices,
  updateCoil,
} from './devices.repository.ts';

const presentDevice = (row: CigaretteRow): Cigarette => ({
  _id: row.id,
  modele: row.modele,
  userId: row.userId,
  created_at: row.createdAt.toISOString(),
});

const presentCoil = (row: CoilWithDevice): Resistance => ({
  _id: row.id,
  cigId: { _id: row.cigId, modele: row.modele },
  userId: row.userId,
  dateInstallation: row.dateInstallation,
  duree: row.duree,
  notifie: row.notifie,
  alreadyNotified: row.alreadyNotified,
});

function assertNotFuture(ctx: AppContext, day: string) {
  if (day > dayIn(ctx.clock.now())) throw new AppError(400, messages.installDateInvalid);
}

export async function myCoils(ctx: AppContext, userId: number) {
  return (await listCoils(ctx.db, userId)).map(presentCoil);
}

/** Back-office rows with their owner, read through the users module; a row whose owner just left is dropped. */
async function withOwners<Row extends { userId: number }, Shown>(
  ctx: AppContext,
  rows: Row[],
  present: (row: Row) => Shown,
): Promise<(Shown & { owner: Owner })[]> {
  const owners = await findOwners(
    ctx.db,
    rows.map((row) => row.userId),
  );
  return rows.flatMap((row) => {
    const owner = owners.get(row.userId);
    return owner ? [{ ...present(row), owner }] : [];
  });
}

export async function allCoils(ctx: AppContext): Promise<AdminResistance[]> {
  return withOwners(ctx, await listAllCoils(ctx.db), presentCoil);
}

export async function myDevices(ctx: AppContext, userId: number) {
  return (await listDevices(ctx.db, userId)).map(presentDevice);
}

export async function allDevices(ctx: AppContext): Promise<AdminCigarette[]> {
  return withOwners(ctx, await listAllDevices(ctx.db), presentDevice);
}

export async function addDevice(ctx: AppContext, userId: number, modele: string) {
  const row = await insertDevice(ctx.db, userId, modele);
  return { message: messages.cigaretteAdded, cigarette: presentDevice(row) };
}

export async function addCoil(
  ctx: AppContext,
  userId: number,
  input: { cigId: number; dateInstallation: string; duree: number; notifie: boolean },
) {
  assertNotFuture(ctx, input.dateInstallation);
  if (!(await findDevice(ctx.db, userId, input.cigId))) throw new AppError(400, messages.cigaretteNotFound);
  const { id } = await insertCoil(ctx.db, { userId, ...input, alreadyNotified: false });
  return { message: messages.coilAdded, resistance: presentCoil((await findCoil(ctx.db, userId, id))!) };
}

/** "Changer": a new coil today, its reminder armed again. */
export async function changeCoil(
  ctx: AppContext,
  userId: number,
  id: number,
  input: { dateInstallation: string; alreadyNotified: boolean },
) {
  assertNotFuture(ctx, input.dateInstallation);
  if (!(await updateCoil(ctx.db, userId, id, input))) throw new AppError(404, messages.notFound);
  return { message: messages.coilUpdated, resistance: presentCoil((await findCoil(ctx.db, userId, id))!) };
}

export async function removeCoil(ctx: AppContext, actor: Actor, id: number) {
  const deleted = await asOwnerOrAdmin(actor, {
    ownedBy: (ownerId) => deleteCoilOwnedBy(ctx.db, ownerId, id),
    asAdmin: () => deleteCoilAsAdmin(ctx.db, id),
  });
  if (!deleted) throw new AppError(404, messages.notFound);
  return { message: messages.coilDeleted };
}

/** Deleting a device deletes its coils too (the confirmation says so). */
export async function removeDevice(ctx: AppContext, actor: Actor, id: number) {
  const deleted = await asOwnerOrAdmin(actor, {
    ownedBy: (ownerId) => deleteDeviceOwnedBy(ctx.db, ownerId, id),
    asAdmin: () => deleteDeviceAsAdmin(ctx.db, id),
  });
  if (!deleted) throw new AppError(404, messages.notFound);
  return { message: messages.cigaretteDeleted };
}
