import type { StashItem } from '@vapolib/contracts';

/** A stash item as GET /stock answers it: a 100 mL 50/50 base unless `change` says otherwise. */
export const stashItem = (id: number, change: Partial<StashItem> = {}): StashItem => ({
  id,
  kind: 'base',
  name: 'Base 50/50',
  aroma_id: null,
  pg: 50,
  strength: null,
  volume_ml: 100,
  bought_ml: 100,
  bottle_ml: null,
  price_cents: null,
  opened_on: null,
  last_taken_ml: null,
  low: false,
  low_reason: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...change,
});
