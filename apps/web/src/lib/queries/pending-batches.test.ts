import type { Batch, BatchList } from '@vapolib/contracts';
import { describe, expect, it } from 'vitest';
import { batchTargets, isPendingBatch, withPendingBatches } from './pending-batches.ts';
import { batchesToday } from './use-batches.ts';

const batch = (id: number, extra: Partial<Batch> = {}): Batch => ({
  id,
  recipe_id: null,
  step_id: null,
  name: `Mélange ${id}`,
  prepared_on: '2026-11-20',
  volume_ml: 50,
  nicotine_rate: 3,
  flavour_family: 'gourmand',
  ready_on: '2026-12-04',
  ready_until: '2026-12-11',
  calculation: null,
  notifie: true,
  already_notified: false,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...extra,
});
const list: BatchList = { today: '2026-11-27', batches: [batch(1), batch(2)] };

describe('withPendingBatches', () => {
  it('returns the list untouched without waiting writes', () => {
    expect(withPendingBatches(list, [{ target: 'nicotine-log:2026-11-27', body: {} }])).toBe(list);
  });

  it('adds the batches made offline, hides the deleted ones and shows the switched reminders', () => {
    const shown = withPendingBatches(list, [
      { target: `${batchTargets.remove}:1`, body: undefined },
      { target: `${batchTargets.change}:2`, body: { notifie: false } },
      {
        target: `${batchTargets.create}:abc`,
        body: { name: ' Fraise ', volume_ml: 10, nicotine_rate: 6, flavour_family: 'fruit-complexe' },
      },
    ]);
    expect(shown.batches.map((b) => [b.id, b.name, b.notifie])).toEqual([
      [2, 'Mélange 2', false],
      [-1, 'Fraise', true],
    ]);
    expect(shown.batches[1]).toMatchObject({
      prepared_on: '2026-11-27',
      ready_on: '2026-11-30',
      ready_until: '2026-12-04',
    });
    expect(isPendingBatch(shown.batches[1]!)).toBe(true);
    expect(isPendingBatch(shown.batches[0]!)).toBe(false);
  });

  it('gives a batch added to a list already showing one waiting its own id (the list’s keys stay unique)', () => {
    const made = (key: string, name: string) => ({
      target: `${batchTargets.create}:${key}`,
      body: { name, volume_ml: 10, nicotine_rate: 3, flavour_family: 'fruit-complexe' },
    });
    const shown = withPendingBatches(list, [made('a', 'Fraise')]);
    const both = withPendingBatches(shown, [made('b', 'Menthe')]);
    expect(both.batches.map((b) => b.id)).toEqual([1, 2, -1, -2]);
  });
});

describe('batchesToday', () => {
  it('takes the later of the server’s day and the device’s', () => {
    expect(batchesToday({ today: '2026-11-27' }, new Date('2026-11-28T10:00:00Z'))).toBe('2026-11-28');
    expect(batchesToday({ today: '2026-12-05' }, new Date('2026-11-28T10:00:00Z'))).toBe('2026-12-05');
  });
});
