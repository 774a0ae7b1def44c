import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { accessChanged } from '../../lib/access-cache.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
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
  await accessChanged(db, { userId: id });
  return row;
}

export async function deleteUserById(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  await accessChanged(db, { userId: id });
  return rows.length > 0;
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
