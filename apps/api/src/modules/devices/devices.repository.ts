import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { cigarettes, coilHistory, resistances } from '../../db/schema.ts';

export type CigaretteRow = typeof cigarettes.$inferSelect;

/**
 * Whether a coil of the same device went to the history on this coil's installation day: that day's log then
 * belongs to it, not to this coil (decisions 0134 and 0155, `firstCountedDay` in packages/domain).
 */
const replacedACoil = sql<boolean>`exists (
  select 1 from ${coilHistory}
  where ${coilHistory.cigId} = ${resistances.cigId} and ${coilHistory.removedOn} = ${resistances.dateInstallation}
)`;

const coilColumns = {
  id: resistances.id,
  userId: resistances.userId,
  cigId: resistances.cigId,
  modele: cigarettes.modele,
  dateInstallation: resistances.dateInstallation,
  duree: resistances.duree,
  dureeMl: resistances.dureeMl,
  notifie: resistances.notifie,
  alreadyNotified: resistances.alreadyNotified,
  replacedACoil,
};

export type CoilWithDevice = Awaited<ReturnType<typeof listCoils>>[number];

/** One user's coils with their device's model. */
const listCoilsQuery = preparedFor((db) =>
  db
    .select(coilColumns)
    .from(resistances)
    .innerJoin(cigarettes, eq(cigarettes.id, resistances.cigId))
    .where(eq(resistances.userId, sql.placeholder('userId')))
    .orderBy(asc(resistances.dateInstallation), asc(resistances.id))
    .prepare('list_coils'),
);

export function listCoils(db: Db, userId: number) {
  return listCoilsQuery(db).execute({ userId });
}

/** Every user's coils with their device's model, for the back-office (owners come from the users module). */
export function listAllCoils(db: Db) {
  return db
    .select(coilColumns)
    .from(resistances)
    .innerJoin(cigarettes, eq(cigarettes.id, resistances.cigId))
    .orderBy(asc(resistances.dateInstallation), asc(resistances.id));
}

/** Every user's devices, newest first, for the back-office (owners come from the users module). */
export function listAllDevices(db: Db) {
  return db.select().from(cigarettes).orderBy(desc(cigarettes.createdAt), asc(cigarettes.id));
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

export async function insertDevice(db: Db, userId: number, device: { modele: string; kind: string | null }) {
  const [row] = await db
    .insert(cigarettes)
    .values({ userId, ...device })
    .returning();
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

/** The owner's coil, locked until the transaction ends (« Changer » records it before restarting it). */
export async function lockCoil(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ cigId: resistances.cigId, dateInstallation: resistances.dateInstallation, replacedACoil })
    .from(resistances)
    .where(and(eq(resistances.id, id), eq(resistances.userId, userId)))
    .for('update');
  return row;
}

export async function insertPastCoil(
  db: Db,
  values: Omit<typeof coilHistory.$inferInsert, 'id' | 'createdAt'>,
) {
  await db.insert(coilHistory).values(values);
}

/** One user's past coils with their device's model, newest removal first. */
export function listPastCoils(db: Db, userId: number) {
  return db
    .select({
      id: coilHistory.id,
      cigId: coilHistory.cigId,
      modele: cigarettes.modele,
      installedOn: coilHistory.installedOn,
      removedOn: coilHistory.removedOn,
      mlVaped: coilHistory.mlVaped,
    })
    .from(coilHistory)
    .innerJoin(cigarettes, eq(cigarettes.id, coilHistory.cigId))
    .where(eq(coilHistory.userId, userId))
    .orderBy(desc(coilHistory.removedOn), desc(coilHistory.id));
}

/** Deletes the owner's coil; `false` when it is not theirs or does not exist. */
export async function deleteCoilOwnedBy(db: Db, ownerId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(resistances)
    .where(and(eq(resistances.id, id), eq(resistances.userId, ownerId)))
    .returning({ id: resistances.id });
  return rows.length > 0;
}

/** Back-office: deletes anyone's coil. */
export async function deleteCoilAsAdmin(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(resistances).where(eq(resistances.id, id)).returning({ id: resistances.id });
  return rows.length > 0;
}

/** Deletes the owner's device: the owner's id, or undefined when it is not theirs or does not exist. */
export async function deleteDeviceOwnedBy(db: Db, ownerId: number, id: number): Promise<number | undefined> {
  const [row] = await db
    .delete(cigarettes)
    .where(and(eq(cigarettes.id, id), eq(cigarettes.userId, ownerId)))
    .returning({ userId: cigarettes.userId });
  return row?.userId;
}

/** Back-office: deletes anyone's device; the owner's id, or undefined when it does not exist. */
export async function deleteDeviceAsAdmin(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .delete(cigarettes)
    .where(eq(cigarettes.id, id))
    .returning({ userId: cigarettes.userId });
  return row?.userId;
}

/** Everything the user holds in this module, rows as stored (RGPD export, see users/my-data.service.ts). */
export async function devicesDataOf(db: Db, userId: number) {
  const [devices, coils, pastCoils] = await Promise.all([
    db.select().from(cigarettes).where(eq(cigarettes.userId, userId)),
    db.select().from(resistances).where(eq(resistances.userId, userId)),
    db.select().from(coilHistory).where(eq(coilHistory.userId, userId)),
  ]);
  return { cigarettes: devices, resistances: coils, coilHistory: pastCoils };
}

export interface DueCoil {
  id: number;
  user_id: number;
  modele: string;
  email: string;
  prenom: string;
  duree: number;
  duree_ml: number | null;
  by_days: boolean;
}

/** The reminder job's claim (see jobs/): due rows claimed and marked in one statement, FOR UPDATE SKIP LOCKED. */
export async function claimDueCoils(db: Db, today: string): Promise<DueCoil[]> {
  const result = (await db.execute(sql`
    with due as (
      select r.id from resistances r
      where r.notifie and not r.already_notified and (
        r.date_installation + r.duree <= ${today}::date
        or (
          r.duree_ml is not null
          and (
            select coalesce(sum(l.ml::float8), 0) from nicotine_logs l
            where l.user_id = r.user_id and l.date <= ${today}::date
              and l.date >= r.date_installation + case when exists (
                select 1 from coil_history h where h.cig_id = r.cig_id and h.removed_on = r.date_installation
              ) then 1 else 0 end
          ) / (select count(distinct s.cig_id) from resistances s where s.user_id = r.user_id) >= r.duree_ml
        )
      )
      order by r.id
      limit 500
      for update of r skip locked
    )
    update resistances r set already_notified = true
    from due, cigarettes c, users u
    where r.id = due.id and c.id = r.cig_id and u.id = r.user_id
    returning r.id, r.user_id, c.modele, u.email, u.prenom, r.duree, r.duree_ml,
      r.date_installation + r.duree <= ${today}::date as by_days`)) as unknown as { rows: DueCoil[] };
  return result.rows;
}
