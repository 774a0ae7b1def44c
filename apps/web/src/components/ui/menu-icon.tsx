import type { MenuIcon as MenuIconName } from '@vapolib/contracts';
import { LineIcon } from './line-icon.tsx';

/** The icons of the menu links: the burger menu draws them, the admin's picker offers them. */
const paths: Record<MenuIconName, string> = {
  home: 'M3 11l9-8 9 8v10a1 1 0 0 1-1 1h-5v-7h-6v7H4a1 1 0 0 1-1-1z',
  liquid: 'M9 2h6v3l2 3v12a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V8l2-3zM7 12h10',
  coil: 'M4 12c0-3 2-5 4-5s4 2 4 5-2 5-4 5M12 12c0-3 2-5 4-5s4 2 4 5-2 5-4 5',
  nicotine: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  calculator:
    'M6 2h12a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM8 6h8v4H8zM8 14h2M14 14h2M8 18h2M14 18h2',
  profile: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM3 22a9 9 0 0 1 18 0',
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-5M12 8h.01',
  star: 'M12 2l3 7h7l-5.5 4.5 2 7.5-6.5-4.5L5.5 21l2-7.5L2 9h7z',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-2-4-2 1-2-2 1-2-4-2-1 2h-2l-1-2-4 2 1 2-2 2-2-1-2 4 2 1v2l-2 1 2 4 2-1 2 2-1 2 4 2 1-2h2l1 2 4-2-1-2 2-2 2 1 2-4-2-1z',
  link: 'M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1',
};

/** French names of the icons, read by screen readers in the picker. */
export const menuIconLabels: Record<MenuIconName, string> = {
  home: 'Maison',
  liquid: 'Flacon',
  coil: 'Résistance',
  nicotine: 'Courbe',
  calculator: 'Calculatrice',
  profile: 'Profil',
  info: 'Information',
  star: 'Étoile',
  settings: 'Réglages',
  link: 'Lien',
};

export function MenuIcon({ name, className = 'h-6 w-6' }: { name: MenuIconName; className?: string }) {
  return <LineIcon d={paths[name] ?? paths.link} className={className} />;
}
