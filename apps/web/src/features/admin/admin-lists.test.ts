import type { MenuLink, User } from '@vapolib/contracts';
import { describe, expect, it } from 'vitest';
import {
  canMove,
  filterUsersByRole,
  moveMenuLink,
  otherRole,
  searchMenuLinks,
  sortMenuLinks,
  userEditError,
} from './admin-lists.ts';

const user = (id: number, role: User['role']): User => ({
  id,
  email: `u${id}@exemple.fr`,
  nom: 'Nom',
  prenom: 'Prénom',
  date_nais: '1990-01-01',
  role,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

const link = (id: number, order: number, label = `Lien ${id}`, path = `/lien-${id}`): MenuLink => ({
  id,
  _id: id,
  order,
  icon: 'link',
  label,
  path,
  disabled: false,
  isVisible: true,
});

const orders = (links: MenuLink[]) => links.map((l) => [l.id, l.order]);

describe('users', () => {
  const users = [user(1, 'admin'), user(2, 'user'), user(3, 'user'), user(4, 'admin')];

  it('filters by role: Tous, Admin, User', () => {
    expect(filterUsersByRole(users, 'all').map((u) => u.id)).toEqual([1, 2, 3, 4]);
    expect(filterUsersByRole(users, 'admin').map((u) => u.id)).toEqual([1, 4]);
    expect(filterUsersByRole(users, 'user').map((u) => u.id)).toEqual([2, 3]);
  });

  it('toggles the role', () => {
    expect(otherRole('admin')).toBe('user');
    expect(otherRole('user')).toBe('admin');
  });

  it('requires every field once trimmed', () => {
    const values = { email: 'a@b.fr', prenom: 'Léa', nom: 'Martin', date_nais: '1990-01-01' };
    expect(userEditError(values)).toBeNull();
    expect(userEditError({ ...values, prenom: '   ' })).toBe('Tous les champs doivent être remplis !');
    expect(userEditError({ ...values, date_nais: '' })).toBe('Tous les champs doivent être remplis !');
  });
});

describe('menu links', () => {
  it('sorts by order, then id', () => {
    expect(sortMenuLinks([link(3, 2), link(1, 5), link(2, 2)]).map((l) => l.id)).toEqual([2, 3, 1]);
  });

  it('searches label and path without case', () => {
    const links = [link(1, 1, 'Mes liquides', '/eliquides'), link(2, 2, 'Calculateur', '/calculateur')];
    expect(searchMenuLinks(links, 'LIQUIDES').map((l) => l.id)).toEqual([1]);
    expect(searchMenuLinks(links, '/calc').map((l) => l.id)).toEqual([2]);
    expect(searchMenuLinks(links, '  ').map((l) => l.id)).toEqual([1, 2]);
    expect(searchMenuLinks(links, 'nicotine')).toEqual([]);
  });

  it('swaps a link with its neighbour in two updates', () => {
    const links = [link(1, 1), link(2, 2), link(3, 3)];
    expect(orders(moveMenuLink(links, 2, 'up'))).toEqual([
      [2, 1],
      [1, 2],
    ]);
    expect(orders(moveMenuLink(links, 2, 'down'))).toEqual([
      [3, 2],
      [2, 3],
    ]);
    expect(moveMenuLink(links, 1, 'up')).toEqual([]);
    expect(moveMenuLink(links, 3, 'down')).toEqual([]);
  });

  it('gives distinct orders to links that shared one', () => {
    const links = [link(1, 0), link(2, 0), link(3, 0)];
    expect(orders(moveMenuLink(links, 3, 'up'))).toEqual([
      [1, 1],
      [3, 2],
      [2, 3],
    ]);
  });

  it('moves past links hidden by the search', () => {
    const links = [link(1, 1, 'Alpha'), link(2, 2, 'Bêta'), link(3, 3, 'Alpha bis')];
    const shown = searchMenuLinks(links, 'alpha');
    expect(canMove(shown, 3, 'up')).toBe(true);
    expect(canMove(shown, 3, 'down')).toBe(false);
    expect(orders(moveMenuLink(links, 3, 'up', shown))).toEqual([
      [3, 1],
      [1, 2],
      [2, 3],
    ]);
  });
});
