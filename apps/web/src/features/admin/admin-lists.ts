import type { MenuLink, Role, User } from '@vapolib/contracts';

export type RoleFilter = 'all' | Role;

/** The users of a role, or all of them; the server's order is kept. */
export function filterUsersByRole(users: readonly User[], filter: RoleFilter): User[] {
  return filter === 'all' ? [...users] : users.filter((user) => user.role === filter);
}

/** The role a click on the badge gives. */
export const otherRole = (role: Role): Role => (role === 'admin' ? 'user' : 'admin');

export interface UserEditValues {
  email: string;
  prenom: string;
  nom: string;
  date_nais: string;
}

/** Spec §5 "Admin user edit": every field must be non-empty once trimmed. */
export function userEditError(values: UserEditValues): string | null {
  return Object.values(values).some((value) => value.trim() === '')
    ? 'Tous les champs doivent être remplis !'
    : null;
}

/** The links in menu order: `order`, then id for links that share one. */
export function sortMenuLinks(links: readonly MenuLink[]): MenuLink[] {
  return [...links].sort((a, b) => a.order - b.order || a.id - b.id);
}

/** Case-insensitive search on label and path; an empty query keeps everything. */
export function searchMenuLinks(links: readonly MenuLink[], query: string): MenuLink[] {
  const needle = query.trim().toLocaleLowerCase('fr');
  if (!needle) return [...links];
  return links.filter(
    (link) =>
      link.label.toLocaleLowerCase('fr').includes(needle) ||
      link.path.toLocaleLowerCase('fr').includes(needle),
  );
}

/**
 * Moves a link one place up or down among `among` (the links on screen, in menu order; all of them by
 * default), then numbers the whole menu 1, 2, 3… Returns only the links whose `order` changes, so a swap
 * of two well-numbered links costs two updates, and links sharing an order get distinct ones.
 */
export function moveMenuLink(
  links: readonly MenuLink[],
  id: number,
  direction: 'up' | 'down',
  among: readonly MenuLink[] = links,
): MenuLink[] {
  const visible = sortMenuLinks(among);
  const index = visible.findIndex((link) => link.id === id);
  const neighbour = visible[direction === 'up' ? index - 1 : index + 1];
  if (index < 0 || !neighbour) return [];
  const all = sortMenuLinks(links);
  const moving = all.find((link) => link.id === id);
  if (!moving) return [];
  const rest = all.filter((link) => link.id !== id);
  const at = rest.findIndex((link) => link.id === neighbour.id);
  rest.splice(direction === 'up' ? at : at + 1, 0, moving);
  return rest
    .map((link, position) => ({ ...link, order: position + 1 }))
    .filter((link) => link.order !== all.find((old) => old.id === link.id)?.order);
}

/** Whether a link can go up or down among the links on screen. */
export function canMove(among: readonly MenuLink[], id: number, direction: 'up' | 'down'): boolean {
  const visible = sortMenuLinks(among);
  const index = visible.findIndex((link) => link.id === id);
  return index >= 0 && (direction === 'up' ? index > 0 : index < visible.length - 1);
}
