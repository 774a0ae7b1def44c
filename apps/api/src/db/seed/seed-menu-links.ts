import type { Db } from '../client.ts';
import { menuLinks } from '../schema.ts';

/** The product's sections, shown in the burger menu on a new installation; admins edit them afterwards. */
const defaultLinks = [
  { order: 1, icon: 'liquid', label: 'Mes liquides', path: '/eliquides' },
  { order: 2, icon: 'coil', label: 'Mes résistances', path: '/resistance' },
  { order: 3, icon: 'nicotine', label: 'Suivi nicotine', path: '/nicotine' },
  { order: 4, icon: 'calculator', label: 'Calculateur', path: '/calculateur' },
  { order: 5, icon: 'info', label: 'Mentions légales', path: '/mentions-legales' },
] as const;

export async function seedMenuLinks(db: Db) {
  await db.insert(menuLinks).values(defaultLinks.map((link) => ({ ...link })));
}
