import { fireEvent, screen } from '@testing-library/react';
import type { MenuLink } from '@vapolib/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOf, renderAt, stubFetch } from '../../test/render.tsx';
import { BurgerMenu } from './burger-menu.tsx';

afterEach(() => vi.unstubAllGlobals());

const link = (id: number, label: string, path: string, disabled = false): MenuLink => ({
  id,
  _id: id,
  order: id,
  icon: 'link',
  label,
  path,
  disabled,
  isVisible: true,
});

describe('BurgerMenu', () => {
  it('lists Home, the dynamic links, Mon profil and a disabled Paramètres; struck-through links are not links', async () => {
    stubFetch(() => ({
      status: 200,
      body: [link(1, 'Calculateur', '/calculateur'), link(2, 'Forum', '/forum', true)],
    }));
    renderAt('/home', <BurgerMenu isAdmin={false} onClose={() => {}} />);
    expect(await screen.findByRole('link', { name: 'Calculateur' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/home');
    expect(screen.getByRole('link', { name: 'Mon profil' }).getAttribute('href')).toBe('/profil');
    expect(screen.queryByRole('link', { name: /Forum/ })).toBeNull();
    expect(screen.getByText('Forum').tagName).toBe('S');
    expect(screen.queryByRole('link', { name: /Paramètres/ })).toBeNull();
    expect(screen.getAllByText('(Bientôt disponible)')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('never shows a link to another site saved before only in-app paths were allowed', async () => {
    stubFetch(() => ({
      status: 200,
      body: [link(1, 'Calculateur', '/calculateur'), link(2, 'Ailleurs', '//evil.example/x')],
    }));
    renderAt('/home', <BurgerMenu isAdmin={false} onClose={() => {}} />);
    expect(await screen.findByRole('link', { name: 'Calculateur' })).toBeTruthy();
    expect(screen.queryByText('Ailleurs')).toBeNull();
  });

  it('says "Aucun lien disponible" without links, and shows Admin to admins', async () => {
    stubFetch(() => answerOf('get', '/api/menu/links', []));
    renderAt('/home', <BurgerMenu isAdmin onClose={() => {}} />);
    expect(await screen.findByText('Aucun lien disponible')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('closes on Escape and on a click outside it', async () => {
    stubFetch(() => answerOf('get', '/api/menu/links', []));
    const onClose = vi.fn();
    renderAt('/home', <BurgerMenu isAdmin={false} onClose={onClose} />);
    await screen.findByText('Aucun lien disponible');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(screen.getByRole('navigation', { name: 'Menu principal' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(document.body);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
