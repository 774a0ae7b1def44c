import type { Arome, Eliquide } from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';

describe.each(databaseKinds)('e-liquids API on %s', (kind) => {
  let t: TestApp;
  let catalogue: Arome[];
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const someone = await createUser(t.app);
    catalogue = (
      await t.app.inject({ method: 'GET', url: '/api/aromes/search?name=a', headers: someone.auth })
    ).json();
  });
  afterAll(async () => {
    await t?.close();
  });

  const add = (who: CreatedUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/eliquides', headers: who.auth, payload });
  const list = async (who: CreatedUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/eliquides', headers: who.auth })).json() as Eliquide[];

  it('creates a liquid with the aroma details and lists it', async () => {
    const user = await createUser(t.app);
    const arome = catalogue[0]!;
    const created = await add(user, {
      arome_id: arome.id,
      brand: arome.brand,
      rating: 3.5,
      description: 'Très fruité 🍓',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), message: messages.eliquideCreated });
    const one = (
      await t.app.inject({ method: 'GET', url: `/api/eliquides/${created.json().id}`, headers: user.auth })
    ).json();
    expect(one).toMatchObject({
      arome_id: arome.id,
      arome_name: arome.name,
      name: arome.name,
      brand: arome.brand,
      image_url: arome.image_url,
      rating: 3.5,
      description: 'Très fruité 🍓',
      rank: 1,
      total: 1,
      user_id: user.user.id,
    });
  });

  it('ranks by rating, equal ratings sharing a rank and its colour (1, 2, 2, 4), listed newest first', async () => {
    const user = await createUser(t.app);
    const ids: number[] = [];
    for (const [index, rating] of [3, 5, 3, 1].entries()) {
      ids.push((await add(user, { arome_id: catalogue[index]!.id, brand: 'x', rating })).json().id);
    }
    const get = async (id: number) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/eliquides/${id}`, headers: user.auth })
      ).json() as Eliquide;
    const liquids = await list(user);
    expect(liquids.map((l) => l.id)).toEqual([ids[1], ids[2], ids[0], ids[3]]);
    expect(liquids.map((l) => [l.rank, l.total, l.rank_colour])).toEqual([
      [1, 4, 'green'],
      [2, 4, 'orange'],
      [2, 4, 'orange'],
      [4, 4, 'red'],
    ]);
    // The detail page reads the same shared rank and colour.
    for (const id of [ids[0]!, ids[2]!])
      expect(await get(id)).toMatchObject({ rank: 2, total: 4, rank_colour: 'orange' });

    await t.app.inject({
      method: 'PATCH',
      url: `/api/eliquides/${ids[3]}`,
      headers: user.auth,
      payload: { rating: 5 },
    });
    // Tied with the other 5: both first and green, listed newest first; the two 3s are now 3rd of 4 (red).
    expect(await get(ids[3]!)).toMatchObject({ rank: 1, rank_colour: 'green' });
    const after = await list(user);
    expect(after.map((l) => [l.id, l.rank, l.rank_colour])).toEqual([
      [ids[3], 1, 'green'],
      [ids[1], 1, 'green'],
      [ids[2], 3, 'red'],
      [ids[0], 3, 'red'],
    ]);
  });

  it('answers 409 with the existing id for an aroma already rated', async () => {
    const user = await createUser(t.app);
    const first = await add(user, { arome_id: catalogue[5]!.id, brand: 'x', rating: 2 });
    const again = await add(user, { arome_id: catalogue[5]!.id, brand: 'x', rating: 4 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: messages.eliquideDuplicate, id: first.json().id });
    // Another user may rate the same aroma.
    expect(
      (await add(await createUser(t.app), { arome_id: catalogue[5]!.id, brand: 'x', rating: 4 })).statusCode,
    ).toBe(201);
  });

  it.each([
    [{ rating: 0 }, messages.ratingRequired],
    [{ rating: 0.5 }, messages.ratingRequired],
    [{ rating: undefined }, messages.ratingRequired],
    [{ rating: 'cinq' }, messages.ratingInvalid],
    [{ rating: 3.3 }, messages.ratingInvalid],
    [{ rating: 6 }, messages.ratingInvalid],
    [{ brand: '' }, messages.brandRequired],
    [{ arome_id: undefined }, messages.aromeRequired],
    [{ description: '<script>alert(1)</script>' }, messages.descriptionInvalid],
    [{ description: 'a'.repeat(501) }, messages.descriptionTooLong],
  ])('refuses %j with a French message and writes nothing', async (change, expected) => {
    const user = await createUser(t.app);
    const response = await add(user, { arome_id: catalogue[0]!.id, brand: 'x', rating: 3, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expected });
    expect(await list(user)).toEqual([]);
  });

  it('refuses an unknown or inactive aroma', async () => {
    const user = await createUser(t.app);
    expect((await add(user, { arome_id: 99999999, brand: 'x', rating: 3 })).json()).toEqual({
      message: messages.aromeNotFound,
    });
  });

  it('updates the rating alone without losing the comment, and can clear the comment', async () => {
    const user = await createUser(t.app);
    const id = (
      await add(user, { arome_id: catalogue[1]!.id, brand: 'x', rating: 2, description: 'Bof' })
    ).json().id;
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/eliquides/${id}`, headers: user.auth, payload });
    expect((await patch({ rating: 4.5 })).json()).toEqual({ message: messages.eliquideUpdated });
    let one = (await t.app.inject({ method: 'GET', url: `/api/eliquides/${id}`, headers: user.auth })).json();
    expect([one.rating, one.description]).toEqual([4.5, 'Bof']);
    await patch({ description: '' });
    one = (await t.app.inject({ method: 'GET', url: `/api/eliquides/${id}`, headers: user.auth })).json();
    expect(one.description).toBeNull();
    expect((await patch({})).statusCode).toBe(400);
    expect((await patch({ rating: 7 })).statusCode).toBe(400);
  });

  it("never shows or changes someone else's liquid (404)", async () => {
    const owner = await createUser(t.app);
    const intruder = await createUser(t.app);
    const id = (await add(owner, { arome_id: catalogue[2]!.id, brand: 'x', rating: 3 })).json().id;
    for (const [method, payload] of [['GET'], ['PATCH', { rating: 1 }], ['DELETE']] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/eliquides/${id}`,
        headers: intruder.auth,
        payload,
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await list(intruder)).toEqual([]);
    expect((await list(owner))[0]!.rating).toBe(3);
  });

  it('deletes a liquid; admin lists, counts and deletes anyone’s; users cannot', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const user = await createUser(t.app);
    const id = (await add(user, { arome_id: catalogue[3]!.id, brand: 'x', rating: 3 })).json().id;
    const all = (
      await t.app.inject({ method: 'GET', url: '/api/eliquides/admin', headers: admin.auth })
    ).json() as Eliquide[];
    expect(all[0]!.id).toBe(id);
    const [count] = (
      await t.app.inject({ method: 'GET', url: '/api/eliquides/count', headers: admin.auth })
    ).json();
    expect(count['COUNT(*)']).toBe(all.length);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/eliquides/admin', headers: user.auth })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/eliquides/count', headers: user.auth })).statusCode,
    ).toBe(403);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/eliquides/${id}`,
      headers: admin.auth,
    });
    expect(removed.json()).toEqual({ message: messages.eliquideDeleted });
    expect(await list(user)).toEqual([]);
  });

  it('filters, sorts and pages every user’s liquids for the admin table, keeping each owner’s rank', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const owner = await createUser(t.app);
    const [first, second, third] = [catalogue[10]!, catalogue[11]!, catalogue[12]!];
    await add(owner, { arome_id: first.id, brand: 'x', rating: 2, description: 'Une crème très douce' });
    await add(owner, { arome_id: second.id, brand: 'x', rating: 5 });
    await add(owner, { arome_id: third.id, brand: 'x', rating: 4 });
    const adminGet = async (query: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/eliquides/admin?${query}`, headers: admin.auth })
      ).json();
    const count = async (query: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/eliquides/count?${query}`, headers: admin.auth })
      ).json()[0]['COUNT(*)'];

    // Words in the description, accents aside; the rank is among all the owner's liquids, not the found ones.
    const found = (await adminGet('search=CREME%20douce')) as Eliquide[];
    expect(found.map((liquid) => [liquid.arome_id, liquid.rank, liquid.total])).toEqual([[first.id, 3, 3]]);
    expect(await count('search=creme%20douce')).toBe(1);

    const mine = ((await adminGet('sort=rating')) as Eliquide[]).filter((l) => l.user_id === owner.user.id);
    expect(mine.map((liquid) => liquid.rating)).toEqual([5, 4, 2]);
    const oldest = (await adminGet('sort=oldest')) as Eliquide[];
    const newest = (await adminGet('sort=newest')) as Eliquide[];
    expect(oldest.map((l) => l.id)).toEqual(newest.map((l) => l.id).reverse());
    expect(await adminGet('sort=newest&page=2&pageSize=2')).toEqual(newest.slice(2, 4));

    const brand = first.brand;
    const ofBrand = (await adminGet(`brand=${encodeURIComponent(brand)}`)) as Eliquide[];
    expect(ofBrand.length).toBeGreaterThan(0);
    expect(ofBrand.every((liquid) => liquid.brand === brand)).toBe(true);
    expect(await count(`brand=${encodeURIComponent(brand)}`)).toBe(ofBrand.length);
    const brands = (
      await t.app.inject({ method: 'GET', url: '/api/eliquides/admin/brands', headers: admin.auth })
    ).json() as string[];
    expect(brands).toContain(brand);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/eliquides/admin/brands', headers: owner.auth }))
        .statusCode,
    ).toBe(403);
  });

  it('goes with its user when the user is deleted', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const user = await createUser(t.app);
    await add(user, { arome_id: catalogue[4]!.id, brand: 'x', rating: 3 });
    await t.app.inject({ method: 'DELETE', url: `/api/auth/users/${user.user.id}`, headers: admin.auth });
    const all = (
      await t.app.inject({ method: 'GET', url: '/api/eliquides/admin', headers: admin.auth })
    ).json() as Eliquide[];
    expect(all.some((l) => l.user_id === user.user.id)).toBe(false);
  });
});
