import { asc, eq, max, not } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { menuLinks } from '../../db/schema.ts';
import { accessChanged } from '../../lib/access-cache.ts';

export type MenuLinkRow = typeof menuLinks.$inferSelect;
type MenuLinkValues = Omit<typeof menuLinks.$inferInsert, 'id' | 'createdAt'>;

/** The public menu is kept in memory: this instance drops it at once, the others on the trigger's NOTIFY. */
const menuChanged = (db: Db) => accessChanged(db, { table: 'menu_links' });

const ordered = [asc(menuLinks.order), asc(menuLinks.id)];

export function listMenuLinks(db: Db, onlyVisible: boolean): Promise<MenuLinkRow[]> {
  return db
    .select()
    .from(menuLinks)
    .where(onlyVisible ? eq(menuLinks.isVisible, true) : undefined)
    .orderBy(...ordered);
}

export async function nextMenuOrder(db: Db): Promise<number> {
  const [row] = await db.select({ value: max(menuLinks.order) }).from(menuLinks);
  return (row?.value ?? 0) + 1;
}

export async function insertMenuLink(db: Db, values: MenuLinkValues): Promise<MenuLinkRow> {
  const [row] = await db.insert(menuLinks).values(values).returning();
  await menuChanged(db);
  return row!;
}

export async function updateMenuLink(db: Db, id: number, values: Partial<MenuLinkValues>) {
  const [row] = await db.update(menuLinks).set(values).where(eq(menuLinks.id, id)).returning();
  await menuChanged(db);
  return row;
}

export async function toggleMenuLinkField(db: Db, id: number, field: 'disabled' | 'isVisible') {
  const column = menuLinks[field];
  const [row] = await db
    .update(menuLinks)
    .set({ [field]: not(column) })
    .where(eq(menuLinks.id, id))
    .returning();
  await menuChanged(db);
  return row;
}

export async function deleteMenuLink(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(menuLinks).where(eq(menuLinks.id, id)).returning({ id: menuLinks.id });
  await menuChanged(db);
  return rows.length > 0;
}
