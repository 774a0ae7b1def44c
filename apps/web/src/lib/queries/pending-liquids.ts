import type { CreateEliquideBody, Eliquide } from '@vapolib/contracts';
import { rankColour } from '@vapolib/domain';
import { type PendingWrite, pendingWritesTo } from '../pending-writes.ts';

/** The outbox target of a liquid added offline, by aroma: a second add of the same aroma replaces the first. */
export const NEW_LIQUID_TARGET = 'eliquide-new';

/** A liquid added offline, not sent yet: a temporary id below 0, no page and no rank of its own yet. */
export const isPendingLiquid = (liquid: Pick<Eliquide, 'id'>) => liquid.id < 0;

/** What the list shows of a liquid added offline and the body lacks (the aroma's name and picture). */
export interface PendingLiquidShown extends Record<string, string> {
  arome_name: string;
  image_url: string;
}

/**
 * The user's liquids with the ones added offline after them: temporary ids below every id shown, ranked after
 * every liquid the server ranked (their rank comes from the server once sent), so /eliquides and /home show them waiting.
 */
export function withPendingLiquids(liquids: Eliquide[], writes: readonly PendingWrite[]): Eliquide[] {
  const added = pendingWritesTo(writes, NEW_LIQUID_TARGET);
  if (added.size === 0) return liquids;
  const total = liquids.length;
  const now = new Date().toISOString();
  // Below every id shown, a liquid already waiting included: two waiting liquids never share a key.
  const lowest = Math.min(0, ...liquids.map((liquid) => liquid.id));
  return [
    ...liquids,
    ...[...added.values()].map((write, index): Eliquide => {
      const body = write.body as CreateEliquideBody;
      const shown = (write.shown ?? {}) as Partial<PendingLiquidShown>;
      const name = shown.arome_name ?? '';
      return {
        id: lowest - index - 1,
        user_id: 0,
        arome_id: Number(body.arome_id),
        arome_name: name,
        name,
        brand: body.brand.trim(),
        image_url: shown.image_url ?? '',
        rating: body.rating,
        description: body.description || null,
        created_at: now,
        updated_at: now,
        rank: total + index + 1,
        total,
        rank_colour: rankColour(total + index + 1, total + added.size),
      };
    }),
  ];
}
