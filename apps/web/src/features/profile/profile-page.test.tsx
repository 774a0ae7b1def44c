import { fireEvent, screen, within } from '@testing-library/react';
import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '../../lib/api-client.ts';
import { renderAt, stubFetch } from '../../test/render.tsx';
import ProfilePage from './profile-page.tsx';

const me: ApiAnswer<'get', '/api/auth/me'> = {
  id: 3,
  email: 'camille@exemple.fr',
  nom: 'Lefèvre',
  prenom: 'Camille',
  date_nais: '1992-06-15',
  role: 'user',
  created_at: '2026-03-05T10:00:00.000Z',
  updated_at: '2026-03-05T10:00:00.000Z',
};

beforeEach(async () => {
  const token = await new SignJWT({ role: 'user' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('3')
    .setExpirationTime(Math.floor(Date.now() / 1000) + 3600)
    .sign(new TextEncoder().encode('k'.repeat(32)));
  localStorage.setItem('token', token);
});
afterEach(() => vi.unstubAllGlobals());

describe('ProfilePage', () => {
  it('shows the name and the registration date in French', async () => {
    stubFetch(() => ({ status: 200, body: me }));
    renderAt('/profil', <ProfilePage />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Camille Lefèvre');
    expect(screen.getByText('Inscrit le 5 mars 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@vapolib.fr' }).getAttribute('href')).toBe(
      'mailto:support@vapolib.fr',
    );
  });

  it('flags special characters inline and refuses to send while a field is wrong or empty', async () => {
    const fetchMock = stubFetch(() => ({ status: 200, body: me }));
    renderAt('/profil', <ProfilePage />);
    const prenom = await screen.findByLabelText('Prénom');
    fireEvent.change(prenom, { target: { value: 'Cam<ille' } });
    expect(await screen.findByText('Caractères spéciaux non autorisés.')).toBeTruthy();
    expect(prenom.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Veuillez corriger les erreurs avant de soumettre. Aucun champ ne doit être vide.',
    );
    fireEvent.change(prenom, { target: { value: 'Camilla' } });
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    expect(await screen.findByText('Le nom et le prénom sont obligatoires.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Aucun champ ne doit être vide.');
    expect(document.activeElement).toBe(screen.getByLabelText('Nom'));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(0);
  });

  it('says a 51-letter name is too long and an emptied field is required', async () => {
    stubFetch(() => ({ status: 200, body: me }));
    renderAt('/profil', <ProfilePage />);
    fireEvent.change(await screen.findByLabelText('Nom'), { target: { value: 'x'.repeat(51) } });
    expect(
      await screen.findByText('Le nom et le prénom ne doivent pas dépasser 50 caractères.'),
    ).toBeTruthy();
    expect(screen.queryByText('Caractères spéciaux non autorisés.')).toBeNull();
    fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: '' } });
    expect(await screen.findByText("L'adresse e-mail est obligatoire.")).toBeTruthy();
  });

  it('saves the changes and says so', async () => {
    const fetchMock = stubFetch((_url, init) =>
      init?.method === 'PATCH'
        ? { status: 200, body: { message: 'Profil mis à jour !', user: { ...me, prenom: 'Camilla' } } }
        : { status: 200, body: me },
    );
    renderAt('/profil', <ProfilePage />);
    fireEvent.change(await screen.findByLabelText('Prénom'), { target: { value: 'Camilla ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    expect(await screen.findByText('Profil mis à jour !')).toBeTruthy();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({
      email: 'camille@exemple.fr',
      nom: 'Lefèvre',
      prenom: 'Camilla',
    });
  });

  it('signs out after confirmation only, and has the server revoke this token', async () => {
    const fetchMock = stubFetch(() => ({ status: 200, body: me }));
    const router = renderAt('/profil', <ProfilePage />, ['/login']);
    fireEvent.click(await screen.findByRole('button', { name: 'Déconnexion' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(within(dialog).getByText('Êtes-vous sûr de vouloir vous déconnecter ?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(localStorage.getItem('token')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirmer' }));
    expect(localStorage.getItem('token')).toBeNull();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The call goes before the token is forgotten; the fake network reads it a moment later.
    await vi.waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/auth/logout'));
    const logout = fetchMock.mock.calls.find(([url]) => url === '/api/auth/logout')!;
    expect(logout[1].method).toBe('POST');
    expect(logout[1]!.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('signs out of every device once the server confirms, after confirmation', async () => {
    const fetchMock = stubFetch((url) =>
      String(url) === '/api/auth/logout-all'
        ? { status: 200, body: { message: 'Vous êtes déconnecté de tous les appareils.' } }
        : { status: 200, body: me },
    );
    const router = renderAt('/profil', <ProfilePage />, ['/login']);
    fireEvent.click(await screen.findByRole('button', { name: 'Se déconnecter de tous les appareils' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url) === '/api/auth/logout-all' && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('keeps the session and says so when signing out everywhere fails', async () => {
    stubFetch((url) =>
      String(url) === '/api/auth/logout-all' ? { status: 500, body: {} } : { status: 200, body: me },
    );
    renderAt('/profil', <ProfilePage />, ['/login']);
    fireEvent.click(await screen.findByRole('button', { name: 'Se déconnecter de tous les appareils' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirmer' }));
    expect(
      await screen.findByText('Impossible de vous déconnecter de tous les appareils. Réessayez.'),
    ).toBeTruthy();
    expect(localStorage.getItem('token')).not.toBeNull();
  });
});
