import {
  type AdminCigarette,
  type AdminResistance,
  type Cigarette,
  type DeviceKind,
  deviceKinds,
  type PastCoilDto,
  type Resistance,
} from '@vapolib/contracts';
import {
  addDaysToDay,
  COIL_PACE_WINDOW_DAYS,
  type CoilUsage,
  coilShares,
  coilUsage,
  dayIn,
  installDateError,
  messages,
  pastCoil,
  pastCoilDays,
} from '@vapolib/domain';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { type Actor, asOwnerOrAdmin } from '../../lib/ownership.ts';
import { dailyMlBetween } from '../nicotine/index.ts';
import { type Owner, ownersOf } from '../users/index.ts';
import {
  type CigaretteRow,
  type CoilWithDevice,
  deleteCoilAsAdmin,
  deleteCoilOwnedBy,
  deleteDeviceAsAdmin,
  deleteDeviceOwnedBy,
  devicesDataOf,
  findDevice,
  insertCoil,
  insertDevice,
  insertPastCoil,
  listAllCoils,
  listAllDevices,
  listCoils,
  listDevices,
  listPastCoils,
  lockCoil,
  updateCoil,
} from './devices.repository.ts';

const isDeviceKind = (kind: string | null): kind is DeviceKind =>
  kind !== null && (deviceKinds as readonly string[]).includes(kind);

const presentDevice = (row: CigaretteRow): Cigarette => ({
  _id: row.id,
  modele: row.modele,
  userId: row.userId,
  created_at: row.createdAt.toISOString(),
  kind: isDeviceKind(row.kind) ? row.kind : null,
});

const presentCoil = (row: CoilWithDevice, usure?: CoilUsage): Resistance => ({
  _id: row.id,
  cigId: { _id: row.cigId, modele: row.modele },
  userId: row.userId,
  dateInstallation: row.dateInstallation,
  duree: row.duree,
  dureeMl: row.dureeMl,
  notifie: row.notifie,
  alreadyNotified: row.alreadyNotified,
  ...(usure && { usure }),
});

/** The installation date against the user's today (Paris): the contract already refused a malformed or pre-2003 one. */
function assertInstallDate(ctx: AppContext, day: string) {
  const problem = installDateError(day, dayIn(ctx.clock.now()));
  if (problem) throw new AppError(400, problem);
}

/**
 * The user's coils with their wear on today's Paris day: mL vaped since installation and current pace, from the
 * daily logs (read through the nicotine module), each day's mL split between the devices holding a coil.
 */
export async function myCoils(ctx: AppContext, userId: number): Promise<Resistance[]> {
  const rows = await listCoils(ctx.db, userId);
  if (rows.length === 0) return [];
  const today = dayIn(ctx.clock.now());
  const paceFrom = addDaysToDay(today, 1 - COIL_PACE_WINDOW_DAYS);
  const from = [paceFrom, ...rows.map((row) => row.dateInstallation)].sort()[0]!;
  const logs = await dailyMlBetween(ctx.db, userId, from, today);
  const shares = coilShares(rows);
  return rows.map((row) => presentCoil(row, coilUsage(row, logs, shares, today)));
}

async function myCoil(ctx: AppContext, userId: number, id: number) {
  return (await myCoils(ctx, userId)).find((coil) => coil._id === id)!;
}

/** Back-office rows with their owner, read through the users module; a row whose owner just left is dropped. */
async function withOwners<Row extends { userId: number }, Shown>(
  ctx: AppContext,
  rows: Row[],
  present: (row: Row) => Shown,
): Promise<(Shown & { owner: Owner })[]> {
  const owners = await ownersOf(
    ctx,
    rows.map((row) => row.userId),
  );
  return rows.flatMap((row) => {
    const owner = owners.get(row.userId);
    return owner ? [{ ...present(row), owner }] : [];
  });
}

export async function allCoils(ctx: AppContext): Promise<AdminResistance[]> {
  return withOwners(ctx, await listAllCoils(ctx.db), (row) => presentCoil(row));
}

/** Kept in memory until the user's devices change (see lib/read-cache.ts): read on every visit, written seldom. */
export function myDevices(ctx: AppContext, userId: number): Promise<Cigarette[]> {
  return ctx.cache.userList('cigarettes', userId, async () =>
    (await listDevices(ctx.db, userId)).map(presentDevice),
  );
}

export async function allDevices(ctx: AppContext): Promise<AdminCigarette[]> {
  return withOwners(ctx, await listAllDevices(ctx.db), presentDevice);
}

export async function addDevice(
  ctx: AppContext,
  userId: number,
  input: { modele: string; kind?: DeviceKind | null | undefined },
) {
  const row = await insertDevice(ctx.db, userId, { modele: input.modele, kind: input.kind ?? null });
  await ctx.cache.listChanged('cigarettes', userId);
  return { message: messages.cigaretteAdded, cigarette: presentDevice(row) };
}

export async function addCoil(
  ctx: AppContext,
  userId: number,
  input: {
    cigId: number;
    dateInstallation: string;
    duree: number;
    notifie: boolean;
    dureeMl?: number | null | undefined;
  },
) {
  assertInstallDate(ctx, input.dateInstallation);
  if (!(await findDevice(ctx.db, userId, input.cigId))) throw new AppError(400, messages.cigaretteNotFound);
  const { id } = await insertCoil(ctx.db, {
    userId,
    ...input,
    dureeMl: input.dureeMl ?? null,
    alreadyNotified: false,
  });
  return { message: messages.coilAdded, resistance: await myCoil(ctx, userId, id) };
}

/**
 * "Changer": a new coil today, its reminder armed again. The coil it replaces goes to the history with the mL
 * vaped on it (its share of the logs from its first counted day up to the change, decisions 0134 and 0155: the
 * day of the change is the old coil's, and the new coil, replacing it, starts the next day), in the same
 * transaction, the coil row locked so two changes at once record it once.
 */
export async function changeCoil(
  ctx: AppContext,
  userId: number,
  id: number,
  input: { dateInstallation: string; alreadyNotified: boolean },
) {
  assertInstallDate(ctx, input.dateInstallation);
  const shares = coilShares(await listCoils(ctx.db, userId));
  await ctx.db.transaction(async (tx) => {
    const coil = await lockCoil(tx, userId, id);
    if (!coil) throw new AppError(404, messages.notFound);
    const logs = await dailyMlBetween(tx, userId, coil.dateInstallation, input.dateInstallation);
    const start = { installedOn: coil.dateInstallation, replacedACoil: coil.replacedACoil };
    const past = pastCoil(start, input.dateInstallation, logs, shares);
    if (past) await insertPastCoil(tx, { userId, cigId: coil.cigId, ...past });
    await updateCoil(tx, userId, id, input);
  });
  return { message: messages.coilUpdated, resistance: await myCoil(ctx, userId, id) };
}

/** The coils « Changer » replaced, newest first: how long each lasted and the mL vaped on it. */
export async function myPastCoils(ctx: AppContext, userId: number): Promise<PastCoilDto[]> {
  return (await listPastCoils(ctx.db, userId)).map((row) => ({
    _id: row.id,
    cigId: { _id: row.cigId, modele: row.modele },
    dateInstallation: row.installedOn,
    dateRetrait: row.removedOn,
    jours: pastCoilDays(row),
    mlVapes: row.mlVaped,
  }));
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
  const ownerId = await asOwnerOrAdmin(actor, {
    ownedBy: (ownerId) => deleteDeviceOwnedBy(ctx.db, ownerId, id),
    asAdmin: () => deleteDeviceAsAdmin(ctx.db, id),
  });
  if (ownerId === undefined) throw new AppError(404, messages.notFound);
  await ctx.cache.listChanged('cigarettes', ownerId);
  return { message: messages.cigaretteDeleted };
}

/** The devices part of the data export. */
export function exportFor(ctx: AppContext, userId: number) {
  return devicesDataOf(ctx.db, userId);
}
