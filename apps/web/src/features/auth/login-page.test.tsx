import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '../../lib/api-client.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { answerOf, stubFetch } from '../../test/render.tsx';
import LoginPage from './login-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const user: ApiAnswer<'post', '/api/auth/login'>['user'] = {
  id: 3,
  email: 'a@b.fr',
  nom: 'Lefèvre',
  prenom: 'Camille',
  date_nais: '1992-06-15',
  role: 'user',
  created_at: '2026-03-05T10:00:00.000Z',
  updated_at: '2026-03-05T10:00:00.000Z',
};

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/home', element: <p>Accueil</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('LoginPage', () => {
  it('checks both fields before sending: each empty one says so, the first gets the focus', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText("L'adresse e-mail est obligatoire.")).toBeTruthy();
    const email = screen.getByLabelText('Adresse e-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain('-error');
    expect(document.activeElement).toBe(email);
    fireEvent.change(email, { target: { value: 'a@b.fr' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Le mot de passe est obligatoire.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's error text", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'E-mail ou mot de passe incorrect.' }), { status: 401 }),
      ),
    );
    renderLogin();
    fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: 'a@b.fr' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('alert')).textContent).toBe('E-mail ou mot de passe incorrect.');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('stores the token, says so and goes to /home', async () => {
    const fetchMock = stubFetch(() => answerOf('post', '/api/auth/login', { token: 't.o.k', user }));
    const router = renderLogin();
    fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: 'a@b.fr' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'x' } });
    fireEvent.click(screen.getByLabelText('Se souvenir de moi'));
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Connexion réussie ! Redirection...')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('t.o.k');
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body!)).toMatchObject({ rememberMe: true });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('without « Se souvenir de moi », keeps the token for this browser session only', async () => {
    const fetchMock = stubFetch(() => answerOf('post', '/api/auth/login', { token: 't.o.k', user }));
    renderLogin();
    fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: 'a@b.fr' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Connexion réussie ! Redirection...')).toBeTruthy();
    expect(sessionStorage.getItem('token')).toBe('t.o.k');
    expect(localStorage.getItem('token')).toBeNull();
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body!)).toMatchObject({ rememberMe: false });
  });
});

describe('safeNext', () => {
  it('keeps a path of this site and refuses anything else', async () => {
    const { safeNext } = await import('./login-page.tsx');
    expect(safeNext('/calculateur?nicotine=9')).toBe('/calculateur?nicotine=9');
    expect(safeNext('//evil.example/x')).toBe('/home');
    expect(safeNext('https://evil.example')).toBe('/home');
    expect(safeNext(null)).toBe('/home');
  });
});
