import { type adminEliquidesQuery, type Eliquide, eliquideList } from '@vapolib/contracts';
import { messages, rankColour, searchWords } from '@vapolib/domain';
import type { z } from 'zod';
import { answerWriter } from '../../lib/answer-writer.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { type Actor, asOwnerOrAdmin } from '../../lib/ownership.ts';
import { aromeImageUrl, catalogueAroma } from '../aromes/index.ts';
import {
  countLiquids,
  deleteLiquidAsAdmin,
  deleteLiquidOwnedBy,
  findLiquidByArome,
  findUserLiquid,
  insertLiquid,
  listAllLiquids,
  listUserLiquids,
  type RankedLiquid,
  ratedBrands,
  updateUserLiquid,
} from './eliquides.repository.ts';

/** A 409 that tells the client which liquid already holds this aroma, so it can link to it. */
const duplicateOf = (id: number) => new AppError(409, messages.eliquideDuplicate, { id });

function presentLiquid(row: RankedLiquid): Eliquide {
  return {
    id: row.id,
    user_id: row.userId,
    arome_id: row.aromeId,
    arome_name: row.aromeName,
    name: row.aromeName,
    brand: row.brand,
    image_url: aromeImageUrl(row.aromeId, row.imageUrl),
    rating: row.rating,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    rank: row.rank,
    total: row.total,
    rank_colour: rankColour(row.rank, row.total),
  };
}

/**
 * The list as its JSON answer, written by the route's own response schema as Fastify would, then kept in memory
 * until one of the user's liquids or the catalogue changes (see lib/read-cache.ts): read on every visit,
 * written seldom.
 */
export function myLiquidsJson(ctx: AppContext, userId: number): Promise<string> {
  const write = answerWriter(eliquideList, {
    checkAgainstZod: ctx.config.checkResponses ?? false,
    method: 'GET',
    url: '/api/eliquides',
  });
  return ctx.cache.userList('eliquides', userId, async () =>
    write((await listUserLiquids(ctx.db, userId)).map(presentLiquid)),
  );
}

const liquidsChanged = (ctx: AppContext, userId: number) => ctx.cache.listChanged('eliquides', userId);

export async function myLiquid(ctx: AppContext, userId: number, id: number) {
  const row = await findUserLiquid(ctx.db, userId, id);
  if (!row) throw new AppError(404, messages.notFound);
  return presentLiquid(row);
}

export async function addLiquid(
  ctx: AppContext,
  userId: number,
  input: { arome_id: number; rating: number; description?: string | null },
) {
  const arome = await catalogueAroma(ctx, input.arome_id);
  if (arome?.status !== 1) throw new AppError(400, messages.aromeNotFound);
  // The unique (user, aroma) index refuses a second one: no read first, the insert tells.
  const created = await insertLiquid(ctx.db, {
    userId,
    aromeId: input.arome_id,
    rating: input.rating,
    description: input.description ?? null,
  });
  if (!created) {
    // Already rated (maybe by the same user's other tab a moment ago): report the liquid that holds it.
    const winner = await findLiquidByArome(ctx.db, userId, input.arome_id);
    throw duplicateOf(winner!.id);
  }
  await liquidsChanged(ctx, userId);
  return { id: created.id, message: messages.eliquideCreated };
}

export async function editLiquid(
  ctx: AppContext,
  userId: number,
  id: number,
  input: { rating?: number; description?: string | null },
) {
  if (!(await updateUserLiquid(ctx.db, userId, id, input))) throw new AppError(404, messages.notFound);
  await liquidsChanged(ctx, userId);
  return { message: messages.eliquideUpdated };
}

/** A user deletes only their own liquid; an admin (back-office) may delete anyone's. */
export async function removeLiquid(ctx: AppContext, actor: Actor, id: number) {
  const ownerId = await asOwnerOrAdmin(actor, {
    ownedBy: (ownerId) => deleteLiquidOwnedBy(ctx.db, ownerId, id),
    asAdmin: () => deleteLiquidAsAdmin(ctx.db, id),
  });
  if (ownerId === undefined) throw new AppError(404, messages.notFound);
  await liquidsChanged(ctx, ownerId);
  return { message: messages.eliquideDeleted };
}

type AdminLiquidsQuery = z.output<typeof adminEliquidesQuery>;

const filterOf = (query: { brand?: string; search?: string }) => ({
  brand: query.brand || undefined,
  words: searchWords(query.search),
});

/** Every user's liquids, newest first by default; with `page` or `pageSize`, one page of them (admin table). */
export async function allLiquids(ctx: AppContext, query: AdminLiquidsQuery = {}) {
  const paged = query.page !== undefined || query.pageSize !== undefined;
  const pageSize = query.pageSize ?? 10;
  const page = paged ? { limit: pageSize, offset: ((query.page ?? 1) - 1) * pageSize } : undefined;
  return (await listAllLiquids(ctx.db, filterOf(query), query.sort, page)).map(presentLiquid);
}

export async function liquidCount(ctx: AppContext, query: { brand?: string; search?: string } = {}) {
  return [{ 'COUNT(*)': await countLiquids(ctx.db, filterOf(query)) }];
}

export const brandsOfRatedLiquids = (ctx: AppContext) => ratedBrands(ctx.db);

/** The liquids part of the data export: the rows as stored, without the rank computed for the list. */
export async function exportFor(ctx: AppContext, userId: number) {
  return (await listUserLiquids(ctx.db, userId)).map(({ rank: _rank, total: _total, ...liquid }) => liquid);
}
