import type { MenuLink, menuLinkBody, menuLinkUpdateBody } from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
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

/** The visible links, from memory until the menu changes (see lib/read-cache.ts). */
export function publicMenuLinks(ctx: AppContext) {
  return ctx.cache.menu('public', async () => (await listMenuLinks(ctx.db, true)).map(presentMenuLink));
}

/** The public menu is kept in memory: this instance drops it at once, the others on the trigger's NOTIFY. */
function menuChanged<T>(ctx: AppContext, written: T): T {
  ctx.cache.forget({ table: 'menu_links' });
  return written;
}

export async function adminMenuLinks(ctx: AppContext) {
  return (await listMenuLinks(ctx.db, false)).map(presentMenuLink);
}

export async function createMenuLink(ctx: AppContext, body: ValidMenuLinkBody) {
  const row = menuChanged(
    ctx,
    await insertMenuLink(ctx.db, { ...body, order: body.order ?? (await nextMenuOrder(ctx.db)) }),
  );
  return { message: messages.linkCreated, link: presentMenuLink(row) };
}

export async function replaceMenuLink(
  ctx: AppContext,
  id: number,
  body: z.output<typeof menuLinkUpdateBody>,
) {
  const row = found(menuChanged(ctx, await updateMenuLink(ctx.db, id, body)));
  return { message: messages.linkUpdated, link: presentMenuLink(row) };
}

export async function toggleMenuLinkStatus(ctx: AppContext, id: number) {
  const row = found(menuChanged(ctx, await toggleMenuLinkField(ctx.db, id, 'disabled')));
  return { message: messages.linkStatusToggled, link: presentMenuLink(row) };
}

export async function toggleMenuLinkVisibility(ctx: AppContext, id: number) {
  const row = found(menuChanged(ctx, await toggleMenuLinkField(ctx.db, id, 'isVisible')));
  return { message: messages.linkVisibilityToggled, link: presentMenuLink(row) };
}

export async function removeMenuLink(ctx: AppContext, id: number) {
  if (!menuChanged(ctx, await deleteMenuLink(ctx.db, id))) throw new AppError(404, messages.notFound);
  return { message: messages.linkDeleted };
}
