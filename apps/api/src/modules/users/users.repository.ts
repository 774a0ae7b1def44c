import { and, count, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { revokedSessions, users } from '../../db/schema.ts';
import type { UserAccess } from '../../lib/read-cache.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserAccess(db: Db, id: number): Promise<UserAccess | undefined> {
  const user = await findUserById(db, id);
  if (!user) return undefined;
  const revoked = await db
    .select({ tokenHash: revokedSessions.tokenHash })
    .from(revokedSessions)
    .where(eq(revokedSessions.userId, id));
  return { user, revokedTokens: new Set(revoked.map((row) => row.tokenHash)) };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function emailTakenByOther(db: Db, email: string, exceptId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, exceptId)));
  return Boolean(row);
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/** Inserts the user unless the e-mail is taken (no error): undefined when someone else was first. */
export async function insertUserIfNew(
  db: Db,
  values: typeof users.$inferInsert,
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<Pick<UserRow, 'email' | 'nom' | 'prenom' | 'dateNais' | 'role' | 'passwordHash'>> & {
    bumpTokenVersion?: boolean;
  },
): Promise<UserRow | undefined> {
  const { bumpTokenVersion, ...fields } = values;
  const [row] = await db
    .update(users)
    .set({
      ...fields,
      updatedAt: sql`now()`,
      ...(bumpTokenVersion ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
    })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Serialises every change that can take away an admin, on both engines (the lock ends with the transaction). */
const ADMIN_SET_LOCK = 727002;

type AdminGuardResult = 'done' | 'not-found' | 'last-admin' | 'actor-not-admin';

/**
 * Changes a user's role or deletes them, checking in the same locked transaction that at least one admin stays
 * and, when an admin acts, that they still are one: two admins demoting each other at once leave one admin.
 * Every role change and token bump goes through here or updateUser; the users service drops the kept access.
 */
export async function changeUserKeepingAnAdmin(
  db: Db,
  change: { targetId: number; actorId?: number } & (
    | { kind: 'delete' }
    | { kind: 'update'; values: Parameters<typeof updateUser>[2] }
  ),
): Promise<{ result: AdminGuardResult; user?: UserRow }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_SET_LOCK})`);
    if (change.actorId !== undefined && change.actorId !== change.targetId) {
      const actor = await findUserById(tx, change.actorId);
      if (actor?.role !== 'admin') return { result: 'actor-not-admin' as const };
    }
    const target = await findUserById(tx, change.targetId);
    if (!target) return { result: 'not-found' as const };
    const losesAdmin = target.role === 'admin' && (change.kind === 'delete' || change.values.role === 'user');
    if (losesAdmin && (await countUsers(tx, 'admin')) <= 1) return { result: 'last-admin' as const };
    if (change.kind === 'delete') {
      await tx.delete(users).where(eq(users.id, change.targetId));
      return { result: 'done' as const };
    }
    return { result: 'done' as const, user: await updateUser(tx, change.targetId, change.values) };
  });
}

export async function listUsers(db: Db): Promise<UserRow[]> {
  return db.select().from(users).orderBy(users.id);
}

export async function countUsers(db: Db, role?: 'admin' | 'user'): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(role ? eq(users.role, role) : undefined);
  return row?.value ?? 0;
}

/** Logout on one device: this token stops working at once; the row goes when the token would have expired. */
export async function revokeSession(
  db: Db,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(revokedSessions).values({ tokenHash, userId, expiresAt }).onConflictDoNothing();
}

/** Revoked sessions whose token has expired anyway (housekeeping). */
export async function pruneRevokedSessions(db: Db, now: Date): Promise<void> {
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, now));
}

export type Owner = { email: string; nom: string; prenom: string };

/** Who these users are, for the back-office lists of other modules (their rows name an owner). */
export async function findOwners(db: Db, ids: number[]): Promise<Map<number, Owner>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, nom: users.nom, prenom: users.prenom })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map(({ id, ...owner }) => [id, owner]));
}
