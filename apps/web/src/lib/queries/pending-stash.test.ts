import 'fake-indexeddb/auto';
import type { CreateBatchBody, StashList } from '@vapolib/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyOutbox, setOnline } from '../../test/offline.ts';
import { testToken } from '../../test/render.tsx';
import { stashItem } from '../../test/stash-item.ts';
import { resolveWrite } from '../api-client.ts';
import { flushOutbox, pendingWrites, sendOrQueue } from '../outbox.ts';
import { batchTargets } from './pending-batches.ts';
import { stashTargets, withPendingStash } from './pending-stash.ts';

const item = stashItem;
const shelf = (base: number, booster: number, vanille: number): StashList => ({
  items: [
    item(1, { volume_ml: base }),
    item(2, { kind: 'booster', name: 'Booster 20 mg/mL', strength: 20, volume_ml: booster }),
    item(3, { kind: 'aroma', name: 'Vanille', pg: null, volume_ml: vanille }),
  ],
});
const volumes = (list: StashList) => list.items.map((entry) => entry.volume_ml);

/** 30 mL at 6 mg/mL, 50/50, 10 % Vanille: 18 mL of base, 9 of booster, 3 of Vanille. */
const batch: CreateBatchBody = {
  name: 'Custard',
  volume_ml: 30,
  nicotine_rate: 6,
  flavour_family: 'gourmand',
  from_stash: true,
  calculation: {
    mode: 'precise',
    inputs: {
      volume: 30,
      pg: 50,
      nicotine: 6,
      boosterStrength: 20,
      boosterPg: 50,
      aromas: [{ name: 'Vanille', percent: 10, pg: 100 }],
    },
  },
};
const pendingBatch = (key: string, body: CreateBatchBody = batch) => ({
  target: `${batchTargets.create}:${key}`,
  body,
});

describe('withPendingStash: batches recorded offline from the stash', () => {
  it('takes what each waiting batch will take, by the deduction’s rule, never below zero', () => {
    expect(volumes(withPendingStash(shelf(100, 20, 10), [pendingBatch('a')]))).toEqual([82, 11, 7]);
    expect(volumes(withPendingStash(shelf(100, 20, 10), [pendingBatch('a'), pendingBatch('b')]))).toEqual([
      64, 2, 4,
    ]);
    expect(volumes(withPendingStash(shelf(100, 4, 10), [pendingBatch('a')]))).toEqual([82, 0, 7]);
  });

  it('takes nothing for a batch not deducted, nor from a bottle added offline', () => {
    const plain = withPendingStash(shelf(100, 20, 10), [pendingBatch('a', { ...batch, from_stash: false })]);
    expect(volumes(plain)).toEqual([100, 20, 10]);
    const added = withPendingStash(shelf(0, 0, 0), [
      {
        target: `${stashTargets.create}:new`,
        body: { kind: 'booster', strength: 20, pg: 50, bottle_ml: 10, volume_ml: 50 },
      },
      pendingBatch('a'),
    ]);
    expect(volumes(added)).toEqual([0, 0, 0, 50]);
  });
});

describe('a batch recorded offline deducts once', () => {
  beforeEach(() => localStorage.setItem('token', testToken(7)));
  afterEach(async () => {
    await emptyOutbox();
    localStorage.clear();
  });

  it('shows the deduction while it waits, keeps its key through a failed send, and then shows the server’s', async () => {
    setOnline(false);
    const write = {
      ...resolveWrite('post', '/api/preparations', { body: batch }),
      fallback: 'Erreur enregistrement de la préparation',
      label: 'Préparation « Custard »',
      target: `${batchTargets.create}:k1`,
    };
    expect(await sendOrQueue(write)).toEqual({ queued: true });
    const server = shelf(100, 20, 10);
    expect(volumes(withPendingStash(server, await pendingWrites()))).toEqual([82, 11, 7]);

    // Back online, the network drops during the send: the write stays, shown once, with the same key.
    setOnline(true);
    const keys: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        keys.push(request.headers.get('Idempotency-Key'));
        throw new TypeError('Failed to fetch');
      }),
    );
    await flushOutbox();
    expect(await pendingWrites()).toHaveLength(1);
    expect(volumes(withPendingStash(server, await pendingWrites()))).toEqual([82, 11, 7]);

    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return new Response(JSON.stringify({ message: 'Préparation enregistrée !' }), { status: 201 });
      }),
    );
    await flushOutbox();
    await flushOutbox();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // Sent: out of the outbox, so the server's stash (which took it, once) is shown as it is.
    expect(await pendingWrites()).toEqual([]);
    const after = shelf(82, 11, 7);
    expect(withPendingStash(after, await pendingWrites())).toBe(after);
  });
});
