import { asc, eq, max, not } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { menuLinks } from '../../db/schema.ts';

export type MenuLinkRow = typeof menuLinks.$inferSelect;
type MenuLinkValues = Omit<typeof menuLinks.$inferInsert, 'id' | 'createdAt'>;

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
  return row!;
}

export async function updateMenuLink(db: Db, id: number, values: Partial<MenuLinkValues>) {
  const [row] = await db.update(menuLinks).set(values).where(eq(menuLinks.id, id)).returning();
  return row;
}

export async function toggleMenuLinkField(db: Db, id: number, field: 'disabled' | 'isVisible') {
  const column = menuLinks[field];
  const [row] = await db
    .update(menuLinks)
    .set({ [field]: not(column) })
    .where(eq(menuLinks.id, id))
    .returning();
  return row;
}

export async function deleteMenuLink(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(menuLinks).where(eq(menuLinks.id, id)).returning({ id: menuLinks.id });
  return rows.length > 0;
}

/** The product's sections, shown in the burger menu on a new installation; admins edit them afterwards. */
const defaultLinks = [
  { order: 1, icon: 'liquid', label: 'Mes liquides', path: '/eliquides' },
  { order: 2, icon: 'coil', label: 'Mes résistances', path: '/resistance' },
  { order: 3, icon: 'nicotine', label: 'Suivi nicotine', path: '/nicotine' },
  { order: 4, icon: 'calculator', label: 'Calculateur', path: '/calculateur' },
  { order: 5, icon: 'liquid', label: 'Mon stock', path: '/stock' },
  { order: 6, icon: 'info', label: 'Mentions légales', path: '/mentions-legales' },
] as const;

export async function seedMenuLinks(db: Db) {
  await db.insert(menuLinks).values(defaultLinks.map((link) => ({ ...link })));
}
