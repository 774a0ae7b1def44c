import type { Arome } from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import { describe, expect, it } from 'vitest';
import { buildBeforeAll, databaseKinds, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createAdminAndUser } from '../../../test/factories.ts';

describe.each(databaseKinds)('aroma catalogue API on %s', (kind) => {
  let t: TestApp;
  let admin: CreatedUser;
  let user: CreatedUser;
  buildBeforeAll(kind, async (built) => {
    t = built;
    ({ admin, user } = await createAdminAndUser(t.app));
  });

  const search = async (query: string, headers = user.auth) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/aromes/search?${query}`, headers });
    return { status: response.statusCode, body: response.json() as Arome[] };
  };
  const asAdmin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin.auth, payload });

  it('is seeded with the shipped catalogue, once', async () => {
    const [count] = (await t.app.inject({ method: 'GET', url: '/api/aromes/count' })).json();
    expect(count['COUNT(*)']).toBe(1611);
    const brands = (
      await t.app.inject({ method: 'GET', url: '/api/aromes/brands', headers: user.auth })
    ).json() as string[];
    expect(brands).toContain('Capella');
    expect(brands).toEqual([...brands].sort((a, b) => (a < b ? -1 : 1)));
    expect(new Set(brands).size).toBe(brands.length);
  });

  it('searches without caring for accents or case, prefix matches first, at most 20', async () => {
    const { status, body } = await search('name=STRAW');
    expect(status).toBe(200);
    expect(body.length).toBe(20);
    expect(body[0]!.name.toLowerCase().startsWith('straw')).toBe(true);
    expect(body.every((arome) => arome.status === 1 && arome.image_url.length > 0)).toBe(true);

    await asAdmin('POST', '/api/aromes', { name: 'Crème Brûlée Maison', brand: 'Vapolib Labs' });
    const accents = await search('name=creme%20brulee');
    expect(accents.body.map((a) => a.name)).toContain('Crème Brûlée Maison');
  });

  it('answers text PostgreSQL cannot hold (a NUL byte) with a 400, never a 500', async () => {
    for (const url of ['/api/aromes/count?search=a%00b', '/api/aromes/search?name=a%00b']) {
      const response = await t.app.inject({ method: 'GET', url, headers: user.auth });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ message: messages.invalidRequest });
    }
  });

  it('finds the English names of French flavour words: "fraise" finds strawberries', async () => {
    const { status, body } = await search('name=Fraise&brand=Capella');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((arome) => /strawberr/i.test(arome.name) && arome.brand === 'Capella')).toBe(true);
    await asAdmin('POST', '/api/aromes', { name: 'Fraise des Bois', brand: 'Vapolib Labs' });
    const both = await search('name=fraise');
    expect(both.body.map((arome) => arome.name)).toContain('Fraise des Bois');
    expect(both.body.some((arome) => /strawberr/i.test(arome.name))).toBe(true);
  });

  it('narrows by brand and treats LIKE wildcards as text', async () => {
    const { body } = await search('name=cherry&brand=Capella');
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((arome) => arome.brand === 'Capella')).toBe(true);
    expect((await search('name=%25')).body).toEqual([]);
    expect((await search('name=_')).body).toEqual([]);
  });

  it('refuses an empty query and needs a session', async () => {
    const empty = await search('name=');
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ message: messages.searchQueryRequired });
    expect((await search('brand=Capella')).status).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/aromes/search?name=fraise' })).statusCode).toBe(
      401,
    );
  });

  it('hides inactive aromas from search, and says so when toggled', async () => {
    const created = await asAdmin('POST', '/api/aromes', { name: 'Zzyzx Plum', brand: 'Vapolib Labs' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await search('name=zzyzx')).body.map((a) => a.id)).toEqual([id]);
    const off = await asAdmin('PATCH', `/api/aromes/${id}`, { status: 2 });
    expect(off.json()).toEqual({ message: messages.aromeStatusInactive });
    expect((await search('name=zzyzx')).body).toEqual([]);
    const on = await asAdmin('PATCH', `/api/aromes/${id}`, { status: 1 });
    expect(on.json()).toEqual({ message: messages.aromeStatusActive });
  });

  it('creates, edits and refuses duplicates per brand', async () => {
    const first = await asAdmin('POST', '/api/aromes', {
      name: 'Unique Kiwi',
      brand: 'Vapolib Labs',
      image_url: '/icons/kiwi.png',
    });
    expect(first.json().message).toBe(messages.aromeCreated);
    const again = await asAdmin('POST', '/api/aromes', { name: 'unique kiwi', brand: 'Vapolib Labs' });
    expect(again.statusCode).toBe(409);
    const otherBrand = await asAdmin('POST', '/api/aromes', { name: 'Unique Kiwi', brand: 'Autre Marque' });
    expect(otherBrand.statusCode).toBe(201);
    const edit = await asAdmin('PATCH', `/api/aromes/${first.json().id}`, {
      name: 'Unique Kiwi V2',
      image_url: '',
    });
    expect(edit.json()).toEqual({ message: messages.aromeUpdated });
    const all = (await asAdmin('GET', '/api/aromes')).json() as Arome[];
    const edited = all.find((a) => a.id === first.json().id)!;
    expect(edited.name).toBe('Unique Kiwi V2');
    expect(edited.image_url).toBe(`/api/aromes/${edited.id}/image.svg`);
  });

  it('validates admin input', async () => {
    expect((await asAdmin('POST', '/api/aromes', { name: '', brand: 'X' })).json()).toEqual({
      message: messages.aromeNameRequired,
    });
    expect((await asAdmin('POST', '/api/aromes', { name: 'X', brand: ' ' })).json()).toEqual({
      message: messages.aromeBrandRequired,
    });
    expect(
      (
        await asAdmin('POST', '/api/aromes', { name: 'X', brand: 'Y', image_url: 'javascript:alert(1)' })
      ).json(),
    ).toEqual({
      message: messages.aromeImageInvalid,
    });
    // A user's page never loads a third party: only the app's own image files.
    for (const image_url of [
      'https://img.example/k.png',
      '//img.example/k.png',
      '/api/auth/me/export',
      'data:,x',
    ]) {
      const refused = await asAdmin('POST', '/api/aromes', { name: 'X', brand: 'Y', image_url });
      expect(refused.statusCode, image_url).toBe(400);
      expect(refused.json()).toEqual({ message: messages.aromeImageInvalid });
    }
    const markup = await asAdmin('POST', '/api/aromes', { name: '<script>', brand: 'Y' });
    expect(markup.statusCode).toBe(400);
    expect(markup.json()).toEqual({ message: messages.aromeTextInvalid });
    expect((await asAdmin('PATCH', '/api/aromes/1', { status: 3 })).statusCode).toBe(400);
    expect((await asAdmin('PATCH', '/api/aromes/99999999', { status: 1 })).statusCode).toBe(404);
  });

  it('refuses to delete an aroma someone rated, deletes one nobody rated', async () => {
    const rated = (await asAdmin('POST', '/api/aromes', { name: 'Rated Pear', brand: 'Vapolib Labs' })).json()
      .id;
    await t.app.inject({
      method: 'POST',
      url: '/api/eliquides',
      headers: user.auth,
      payload: { arome_id: rated, brand: 'Vapolib Labs', rating: 4 },
    });
    const refused = await asAdmin('DELETE', `/api/aromes/${rated}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: messages.aromeInUse });
    const lonely = (
      await asAdmin('POST', '/api/aromes', { name: 'Lonely Fig', brand: 'Vapolib Labs' })
    ).json().id;
    expect((await asAdmin('DELETE', `/api/aromes/${lonely}`)).json()).toEqual({
      message: messages.aromeDeleted,
    });
    expect((await asAdmin('DELETE', `/api/aromes/${lonely}`)).statusCode).toBe(404);
  });

  it('imports a CSV with a report and exports the catalogue', async () => {
    const csv =
      'brand,name,image_url\nImport Co,Mango Lassi,\nImport Co,"Peach, Ripe",/icons/peach.png\nImport Co,Far Image,https://img.example/p.png\nImport Co,mango lassi,\n,No Brand,\nImport Co,Bad Image,ftp://x\nImport Co,<b>Bold</b>,\n';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/aromes/import',
      headers: { ...admin.auth, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      added: 2,
      skipped: 1,
      rejected: [
        { line: 4, reason: messages.aromeImageInvalid },
        { line: 6, reason: messages.aromeBrandRequired },
        { line: 7, reason: messages.aromeImageInvalid },
        { line: 8, reason: messages.aromeTextInvalid },
      ],
      message: '2 arômes ajoutés, 1 déjà présent, 4 lignes refusées.',
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/aromes/import',
      headers: { ...admin.auth, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(again.json()).toMatchObject({ added: 0, skipped: 3 });

    const exported = await asAdmin('GET', '/api/aromes/export');
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.body.split('\n')[0]).toBe('brand,name,image_url,status');
    expect(exported.body).toContain('Import Co,"Peach, Ripe",/icons/peach.png,1');
  });

  it('pages and searches the catalogue for the admin table, with the matching count', async () => {
    const all = (await asAdmin('GET', '/api/aromes')).json() as Arome[];
    const first = await asAdmin('GET', '/api/aromes?page=1&pageSize=10');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(all.slice(0, 10));
    expect((await asAdmin('GET', '/api/aromes?page=3&pageSize=50')).json()).toEqual(all.slice(100, 150));

    const capella = all.filter((arome) => arome.brand === 'Capella' && /strawberr/i.test(arome.name));
    const found = (await asAdmin('GET', '/api/aromes?search=STRAWBERR%20capella&page=1&pageSize=100')).json();
    expect(found).toEqual(capella);
    const counted = await t.app.inject({
      method: 'GET',
      url: '/api/aromes/count?search=strawberr%20capella',
    });
    expect(counted.json()).toEqual([{ 'COUNT(*)': capella.length }]);
    // The French flavour word finds the same aromas, as the user search does.
    expect((await asAdmin('GET', '/api/aromes?search=fraise%20capella&page=1&pageSize=100')).json()).toEqual(
      capella,
    );
    await asAdmin('POST', '/api/aromes', { name: 'Crème Brûlée Maison', brand: 'Vapolib Labs' });
    expect(
      (await asAdmin('GET', '/api/aromes?search=creme%20brulee%20maison&page=1&pageSize=10')).json(),
    ).toEqual([expect.objectContaining({ name: 'Crème Brûlée Maison' })]);
    expect((await asAdmin('GET', '/api/aromes?page=0&pageSize=10')).statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/aromes?page=1&pageSize=1000')).statusCode).toBe(400);
  });

  it('keeps admin routes for admins (403 for a user)', async () => {
    for (const [method, url] of [
      ['GET', '/api/aromes'],
      ['POST', '/api/aromes'],
      ['PATCH', '/api/aromes/1'],
      ['DELETE', '/api/aromes/1'],
      ['GET', '/api/aromes/export'],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: user.auth, payload: {} })).statusCode).toBe(403);
    }
  });

  it('draws an SVG image for every aroma', async () => {
    const [first] = (await search('name=vanilla')).body;
    const image = await t.app.inject({ method: 'GET', url: first!.image_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<svg');
  });
});
