import type { MenuLink } from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../../test/build-test-app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';

describe.each(databaseKinds)('menu links API on %s', (kind) => {
  let t: TestApp;
  let admin: CreatedUser;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = await createUser(t.app, { role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const publicLinks = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/menu/links' })).json() as MenuLink[];
  const adminCall = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/menu/admin/links${url}`, headers: admin.auth, payload });

  it('seeds the product sections once, in order, with id and _id', async () => {
    const links = await publicLinks();
    expect(links.map((link) => link.path)).toEqual([
      '/eliquides',
      '/resistance',
      '/nicotine',
      '/calculateur',
      '/stock',
      '/mentions-legales',
    ]);
    expect(links[0]).toMatchObject({ id: links[0]!._id, disabled: false, isVisible: true });
  });

  it('creates, edits, toggles and deletes a link; the public list follows', async () => {
    const created = await adminCall('POST', '', { label: 'Forum', path: '/forum', icon: 'star' });
    expect(created.statusCode).toBe(201);
    const { link, message } = created.json() as { link: MenuLink; message: string };
    expect(message).toBe(messages.linkCreated);
    expect((await publicLinks()).at(-1)).toMatchObject({ label: 'Forum', order: 7 });

    const edited = await adminCall('PUT', `/${link.id}`, {
      label: 'Communauté',
      path: '/communaute',
      icon: 'star',
      order: 0,
    });
    expect(edited.json()).toMatchObject({ message: messages.linkUpdated, link: { label: 'Communauté' } });
    expect((await publicLinks())[0]!.label).toBe('Communauté');

    const disabled = await adminCall('PATCH', `/${link.id}/toggle-status`);
    expect(disabled.json()).toMatchObject({ message: messages.linkStatusToggled, link: { disabled: true } });
    const hidden = await adminCall('PATCH', `/${link.id}/toggle-visibility`);
    expect(hidden.json()).toMatchObject({
      message: messages.linkVisibilityToggled,
      link: { isVisible: false },
    });
    expect((await publicLinks()).some((l) => l.id === link.id)).toBe(false);
    expect(((await adminCall('GET', '')).json() as MenuLink[]).some((l) => l.id === link.id)).toBe(true);
    // An edit without the toggles keeps them (and the icon and order).
    await adminCall('PUT', `/${link.id}`, { label: 'Communauté', path: '/communaute', order: 7 });
    const renamed = await adminCall('PUT', `/${link.id}`, { label: 'Entraide', path: '/entraide' });
    expect(renamed.json()).toMatchObject({
      link: { label: 'Entraide', icon: 'star', order: 7, disabled: true, isVisible: false },
    });

    expect((await adminCall('DELETE', `/${link.id}`)).json()).toEqual({ message: messages.linkDeleted });
    expect((await adminCall('DELETE', `/${link.id}`)).statusCode).toBe(404);
    expect((await adminCall('PATCH', `/${link.id}/toggle-status`)).statusCode).toBe(404);
  });

  it('validates the link body', async () => {
    const noLabel = await adminCall('POST', '', { label: ' ', path: '/x' });
    expect(noLabel.json()).toEqual({ message: messages.linkLabelRequired });
    const badPath = await adminCall('POST', '', { label: 'X', path: 'javascript:alert(1)' });
    expect(badPath.statusCode).toBe(400);
    expect(badPath.json()).toEqual({ message: messages.linkPathInvalid });
    // In-app paths only: a protocol-relative or absolute URL would send users to another site.
    const before = await publicLinks();
    for (const path of ['//evil.example/x', '/\\evil.example', 'https://evil.example/x', 'http:/x']) {
      const refused = await adminCall('POST', '', { label: 'Ailleurs', path });
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json()).toEqual({ message: messages.linkPathInvalid });
      const edit = await adminCall('PUT', `/${before[0]!.id}`, { label: 'Ailleurs', path });
      expect(edit.statusCode, path).toBe(400);
    }
    expect(await publicLinks()).toEqual(before);
    // zod's own (English) texts never reach the user.
    const badOrder = await adminCall('POST', '', { label: 'X', path: '/x', order: -1 });
    expect(badOrder.statusCode).toBe(400);
    expect(badOrder.json()).toEqual({ message: messages.invalidRequest });
  });

  it('keeps admin routes for admins', async () => {
    const user = await createUser(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/menu/admin/links', headers: user.auth });
    expect(response.statusCode).toBe(403);
  });
});
