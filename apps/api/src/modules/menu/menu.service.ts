import type { MenuLink, MenuLinkBody, menuLinkBody, menuLinkUpdateBody } from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  deleteMenuLink,
  insertMenuLink,
  listMenuLinks,
  type MenuLinkRow,
  nextMenuOrder,
  toggleMenuLinkField,
  updateMenuLink,
} from './menu.repository.ts';

type ValidMenuLinkBody = z.output<typeof menuLinkBody>;

function presentMenuLink(row: MenuLinkRow): MenuLink {
  return {
    id: row.id,
    _id: row.id,
    order: row.order,
    icon: row.icon as MenuLink['icon'],
    label: row.label,
    path: row.path,
    disabled: row.disabled,
    isVisible: row.isVisible,
  };
}

function found(row: MenuLinkRow | undefined): MenuLinkRow {
  if (!row) throw new AppError(404, messages.notFound);
  return row;
}

export async function publicMenuLinks(db: Db) {
  return (await listMenuLinks(db, true)).map(presentMenuLink);
}

export async function adminMenuLinks(db: Db) {
  return (await listMenuLinks(db, false)).map(presentMenuLink);
}

export async function createMenuLink(db: Db, body: ValidMenuLinkBody) {
  const row = await insertMenuLink(db, { ...body, order: body.order ?? (await nextMenuOrder(db)) });
  return { message: messages.linkCreated, link: presentMenuLink(row) };
}

export async function replaceMenuLink(db: Db, id: number, body: z.output<typeof menuLinkUpdateBody>) {
  const row = found(await updateMenuLink(db, id, body));
  return { message: messages.linkUpdated, link: presentMenuLink(row) };
}

export async function toggleMenuLinkStatus(db: Db, id: number) {
  const row = found(await toggleMenuLinkField(db, id, 'disabled'));
  return { message: messages.linkStatusToggled, link: presentMenuLink(row) };
}

export async function toggleMenuLinkVisibility(db: Db, id: number) {
  const row = found(await toggleMenuLinkField(db, id, 'isVisible'));
  return { message: messages.linkVisibilityToggled, link: presentMenuLink(row) };
}

export async function removeMenuLink(db: Db, id: number) {
  if (!(await deleteMenuLink(db, id))) throw new AppError(404, messages.notFound);
  return { message: messages.linkDeleted };
}

export type { MenuLinkBody };
