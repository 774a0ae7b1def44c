import type { StashItem, StashList } from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';

const base = { kind: 'base', pg: 50, volume_ml: 100, price_cents: 1500 };
const booster = { kind: 'booster', strength: 20, pg: 50, volume_ml: 10, bottle_ml: 10, price_cents: 150 };
const aroma = { kind: 'aroma', name: 'Vanille', volume_ml: 10, price_cents: 590, opened_on: '2026-01-10' };

describe.each(databaseKinds)('stash API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (
    who: CreatedUser,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url: `/api${url}`, headers: who.auth, payload });
  const add = async (who: CreatedUser, body: object) => {
    const response = await call(who, 'POST', '/stock', body);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { item: StashItem }).item;
  };
  const list = async (who: CreatedUser) => ((await call(who, 'GET', '/stock')).json() as StashList).items;

  it('keeps a base, a booster and an aroma, named for what they are', async () => {
    const user = await createUser(t.app);
    const created = await call(user, 'POST', '/stock', base);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: messages.stashItemSaved,
      item: { kind: 'base', name: 'Base 50/50', pg: 50, volume_ml: 100, bought_ml: 100, price_cents: 1500 },
    });
    await add(user, booster);
    await add(user, aroma);
    const items = await list(user);
    expect(items.map((item) => [item.kind, item.name])).toEqual([
      ['aroma', 'Vanille'],
      ['base', 'Base 50/50'],
      ['booster', 'Booster 20 mg/mL'],
    ]);
    expect(items.find((item) => item.kind === 'aroma')).toMatchObject({ opened_on: '2026-01-10', pg: null });
    expect(items.every((item) => item.low === false && item.last_taken_ml === null)).toBe(true);
  });

  it.each([
    [{ ...base, volume_ml: -1 }, messages.stashVolumeInvalid],
    [{ ...base, volume_ml: 1e9 }, messages.stashVolumeInvalid],
    [{ ...base, volume_ml: '100' }, messages.stashVolumeInvalid],
    [{ ...base, price_cents: -100 }, messages.stashPriceInvalid],
    [{ ...base, price_cents: 12.5 }, messages.stashPriceInvalid],
    [{ ...base, pg: 101 }, messages.stashPgInvalid],
    [{ ...booster, strength: 0 }, messages.stashStrengthInvalid],
    [{ ...booster, bottle_ml: 0 }, messages.stashBottleInvalid],
    [{ ...aroma, name: 'x'.repeat(5000) }, messages.stashNameInvalid],
    [{ ...aroma, name: ' ' }, messages.stashNameInvalid],
    [{ ...aroma, opened_on: '2026-02-30' }, messages.stashOpenedInvalid],
    [{ ...aroma, opened_on: '2999-01-01' }, messages.stashOpenedInvalid],
    [{ ...aroma, aroma_id: 2_000_000_000 }, messages.stashAromaNotFound],
    [{ ...base, volume_ml: 50, bought_ml: 20 }, messages.stashBoughtInvalid],
    [{ ...base, kind: 'liquide' }, messages.stashKindInvalid],
  ])('refuses %j in French and writes nothing', async (body, message) => {
    const user = await createUser(t.app);
    const response = await call(user, 'POST', '/stock', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await list(user)).toEqual([]);
  });

  it('keeps an emoji in a name as it was typed, and refuses text no database can store', async () => {
    const user = await createUser(t.app);
    const item = await add(user, { ...aroma, name: 'Fraise 🍓 des bois' });
    expect(item.name).toBe('Fraise 🍓 des bois');
    // A name holds 80 characters, an emoji counting for one as in the database: 80 go in, 81 are refused.
    expect((await add(user, { ...aroma, name: '🍓'.repeat(80) })).name).toHaveLength(160);
    for (const [name, message] of [
      ['🍓'.repeat(81), messages.stashNameInvalid],
      ['Fraise\u0000', messages.invalidRequest],
      ['Fraise \ud83c', messages.invalidRequest],
    ]) {
      const response = await call(user, 'POST', '/stock', { ...aroma, name });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    const changed = await call(user, 'PATCH', `/stock/${item.id}`, { name: '🍦 Vanille' });
    expect(changed.json().item.name).toBe('🍦 Vanille');
    expect((await list(user)).map((row) => row.name)).toEqual(['🍦 Vanille', '🍓'.repeat(80)]);
  });

  it.each([
    [{ volume_ml: -0.5 }, messages.stashVolumeInvalid],
    [{ volume_ml: 1e9 }, messages.stashVolumeInvalid],
    [{ bought_ml: 1e9 }, messages.stashBoughtInvalid],
    [{ price_cents: -100 }, messages.stashPriceInvalid],
    [{ strength: 0 }, messages.stashStrengthInvalid],
    [{ strength: -3 }, messages.stashStrengthInvalid],
    [{ name: 'x'.repeat(5000) }, messages.stashNameInvalid],
    [{ name: '' }, messages.stashNameInvalid],
    [{ pg: 150 }, messages.stashPgInvalid],
    [{ volume_ml: 5, colour: 'bleu' }, messages.invalidRequest],
  ])('refuses a change (%#) in French and changes nothing', async (body, message) => {
    const user = await createUser(t.app);
    const item = await add(user, booster);
    const response = await call(user, 'PATCH', `/stock/${item.id}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    const [after] = await list(user);
    expect(after).toEqual(item);
  });

  it('changes and removes only the user’s own items', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const item = await add(user, booster);
    expect((await call(other, 'PATCH', `/stock/${item.id}`, { volume_ml: 1 })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/stock/${item.id}`)).statusCode).toBe(404);
    const changed = await call(user, 'PATCH', `/stock/${item.id}`, { volume_ml: 30, price_cents: 390 });
    expect(changed.json()).toMatchObject({
      message: messages.stashItemUpdated,
      item: { volume_ml: 30, bought_ml: 30, price_cents: 390 },
    });
    const wrongField = await call(user, 'PATCH', `/stock/${item.id}`, { opened_on: '2026-01-01' });
    expect(wrongField.json()).toEqual({ message: messages.stashFieldNotForKind });
    const bad = await call(user, 'PATCH', `/stock/${item.id}`, { volume_ml: -5 });
    expect(bad.json()).toEqual({ message: messages.stashVolumeInvalid });
    expect((await call(user, 'PATCH', `/stock/${item.id}`, {})).json()).toEqual({
      message: messages.stashNothingToChange,
    });
    expect((await list(user))[0]!.volume_ml).toBe(30);
    expect((await call(user, 'DELETE', `/stock/${item.id}`)).json()).toEqual({
      message: messages.stashItemDeleted,
    });
    expect(await list(user)).toEqual([]);
  });

  it('is in the data export, and goes with the account', async () => {
    const user = await createUser(t.app);
    await add(user, base);
    const exported = (await call(user, 'GET', '/auth/me/export')).json();
    expect(exported.stock.items).toHaveLength(1);
    expect(exported.stock.items[0]).toMatchObject({ kind: 'base', volumeMl: 100 });
    expect((await call(user, 'DELETE', '/auth/me', { password: user.password })).statusCode).toBe(200);
    const rows = (await t.app.ctx.db.execute(
      sql`select count(*)::int as n from stash_items where user_id = ${user.user.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(0);
  });
});
