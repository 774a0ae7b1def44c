import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cigarettes, resistances, users } from '../../db/schema.ts';

export type CigaretteRow = typeof cigarettes.$inferSelect;

const coilColumns = {
  id: resistances.id,
  userId: resistances.userId,
  cigId: resistances.cigId,
  modele: cigarettes.modele,
  dateInstallation: resistances.dateInstallation,
  duree: resistances.duree,
  notifie: resistances.notifie,
  alreadyNotified: resistances.alreadyNotified,
};

export type CoilWithDevice = Awaited<ReturnType<typeof listCoils>>[number];

/** One user's coils with their device's model. */
export function listCoils(db: Db, userId: number) {
  return db
    .select(coilColumns)
    .from(resistances)
    .innerJoin(cigarettes, eq(cigarettes.id, resistances.cigId))
    .where(eq(resistances.userId, userId))
    .orderBy(asc(resistances.dateInstallation), asc(resistances.id));
}

const ownerColumns = { ownerEmail: users.email, ownerNom: users.nom, ownerPrenom: users.prenom };

/** Every user's coils with their device's model and their owner, for the back-office. */
export function listCoilsWithOwner(db: Db) {
  return db
    .select({ ...coilColumns, ...ownerColumns })
    .from(resistances)
    .innerJoin(cigarettes, eq(cigarettes.id, resistances.cigId))
    .innerJoin(users, eq(users.id, resistances.userId))
    .orderBy(asc(resistances.dateInstallation), asc(resistances.id));
}

/** Every user's devices with their owner, newest first, for the back-office. */
export function listDevicesWithOwner(db: Db) {
  return db
    .select({
      id: cigarettes.id,
      modele: cigarettes.modele,
      userId: cigarettes.userId,
      createdAt: cigarettes.createdAt,
      ...ownerColumns,
    })
    .from(cigarettes)
    .innerJoin(users, eq(users.id, cigarettes.userId))
    .orderBy(desc(cigarettes.createdAt), asc(cigarettes.id));
}

export async function findCoil(db: Db, userId: number, id: number) {
  const [row] = await db
    .select(coilColumns)
    .from(resistances)
    .innerJoin(cigarettes, eq(cigarettes.id, resistances.cigId))
    .where(and(eq(resistances.id, id), eq(resistances.userId, userId)));
  return row;
}

/** One user's devices, oldest first. */
export function listDevices(db: Db, userId: number) {
  return db
    .select()
    .from(cigarettes)
    .where(eq(cigarettes.userId, userId))
    .orderBy(asc(cigarettes.createdAt), asc(cigarettes.id));
}

export async function findDevice(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(cigarettes)
    .where(and(eq(cigarettes.id, id), eq(cigarettes.userId, userId)));
  return row;
}

export async function insertDevice(db: Db, userId: number, modele: string) {
  const [row] = await db.insert(cigarettes).values({ userId, modele }).returning();
  return row!;
}

export async function insertCoil(db: Db, values: Omit<typeof resistances.$inferInsert, 'id' | 'createdAt'>) {
  const [row] = await db.insert(resistances).values(values).returning({ id: resistances.id });
  return row!;
}

export async function updateCoil(
  db: Db,
  userId: number,
  id: number,
  values: { dateInstallation: string; alreadyNotified: boolean },
) {
  const [row] = await db
    .update(resistances)
    .set(values)
    .where(and(eq(resistances.id, id), eq(resistances.userId, userId)))
    .returning({ id: resistances.id });
  return row;
}

/** Deletes a user's row, or anyone's when `userId` is undefined (back-office). */
export async function deleteCoil(db: Db, id: number, userId?: number) {
  const rows = await db
    .delete(resistances)
    .where(and(eq(resistances.id, id), userId === undefined ? undefined : eq(resistances.userId, userId)))
    .returning({ id: resistances.id });
  return rows.length > 0;
}

export async function deleteDevice(db: Db, id: number, userId?: number) {
  const rows = await db
    .delete(cigarettes)
    .where(and(eq(cigarettes.id, id), userId === undefined ? undefined : eq(cigarettes.userId, userId)))
    .returning({ id: cigarettes.id });
  return rows.length > 0;
}
